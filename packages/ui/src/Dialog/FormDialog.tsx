import { createContext, useContext, type FormEvent, type ReactNode, type RefObject } from 'react';
import { msg } from '@lingui/core/macro';
import { notify, type Notice } from '@portal/notify';
import { Alert } from '../Alert/Alert';
import { SubmitActions } from '../FormActions/SubmitActions';
import { useKitI18n } from '../i18n';
import { Stack } from '../Stack/Stack';
import { Dialog, type DialogProps } from './Dialog';

/** Closes the form dialog the form is in. */
const CloseContext = createContext<() => void>(() => undefined);

export type FormDialogProps = Omit<DialogProps, 'actions'>;

/**
 * A dialog holding one form (`FormDialogForm`): its Cancel and, after a save, the dialog close
 * it; focus goes back to what opened it. Its body mounts only while open, so a form inside it
 * (keyed by what it edits) starts afresh at each opening. `busy` while the form is sent.
 */
export function FormDialog({ onOpenChange, children, ...dialog }: FormDialogProps) {
  return (
    <Dialog {...dialog} onOpenChange={onOpenChange}>
      <CloseContext.Provider value={() => onOpenChange(false)}>{children}</CloseContext.Provider>
    </Dialog>
  );
}

/** What the form dialog needs of a form: `useRuleForm` of `@portal/rules/form` gives it. */
export interface DialogFormState<TOutput> {
  readonly props: (send: (output: TOutput) => unknown) => {
    readonly ref: RefObject<HTMLFormElement | null>;
    readonly noValidate: true;
    readonly onSubmit: (event: FormEvent) => void;
  };
  /** A refusal about the whole form, shown above the fields. */
  readonly formError: string | undefined;
  readonly submitting: boolean;
  readonly changed: boolean;
  readonly valid: boolean;
}

export interface FormDialogFormProps<TOutput> {
  readonly form: DialogFormState<TOutput>;
  /** Sends the form; what it returns is shown as a notice, then the dialog closes. */
  readonly onSubmit: (output: TOutput) => Promise<Notice>;
  /** Titles the form error, e.g. "Não foi possível alterar a função". */
  readonly errorTitle: string;
  readonly submitLabel: string;
  /** The submit's name while busy; "Salvando…" by default. */
  readonly busyLabel?: string;
  /**
   * An edit (the default): the submit is disabled until something changed and the rules hold.
   * `false`, a new thing: the submit stays pressable, marked unavailable while a rule fails, and
   * pressing it shows every message.
   */
  readonly requireChange?: boolean;
  /** The fields. */
  readonly children: ReactNode;
}

/**
 * The form of a `FormDialog`: a refusal of the whole form in a critical alert above the fields,
 * Cancel and a submit that shows busy (and ignores a second press) while sending; once sent, the
 * notice `onSubmit` returns and the dialog closes.
 */
export function FormDialogForm<TOutput>({
  form,
  onSubmit,
  errorTitle,
  submitLabel,
  busyLabel,
  requireChange = true,
  children,
}: FormDialogFormProps<TOutput>) {
  const _ = useKitI18n();
  const close = useContext(CloseContext);
  const send = async (output: TOutput) => {
    notify(await onSubmit(output));
    close();
  };
  return (
    <form {...form.props(send)}>
      <Stack>
        {form.formError ? (
          <Alert tone="critical" title={errorTitle} description={form.formError} />
        ) : null}
        {children}
        <SubmitActions
          submitLabel={submitLabel}
          busyLabel={busyLabel ?? _(msg`Salvando…`)}
          submitting={form.submitting}
          onCancel={close}
          disabled={requireChange ? !form.changed || !form.valid : undefined}
          unavailable={requireChange ? undefined : !form.valid}
        />
      </Stack>
    </form>
  );
}
