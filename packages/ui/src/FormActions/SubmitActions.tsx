import { msg } from '@lingui/core/macro';
import { Button } from '../Button/Button';
import { useKitI18n } from '../i18n';
import { FormActions } from './FormActions';

export interface SubmitActionsProps {
  /** The submit's name, e.g. "Criar usuário". */
  readonly submitLabel: string;
  /** What the submit says while the form is sent, e.g. "Criando usuário…". */
  readonly busyLabel: string;
  /** The form is being sent: the submit is busy and Cancel waits. */
  readonly submitting: boolean;
  readonly onCancel: () => void;
  /** The submit cannot be pressed (nothing chosen yet, say). */
  readonly disabled?: boolean;
  /** The submit can be pressed but the form says what is missing instead (see `Button`). */
  readonly unavailable?: boolean;
}

/**
 * A form's "Cancelar" and its submit, at its end (`FormActions`): Cancel waits while the form is
 * sent, the submit shows it is busy. Every form that can be left without saving ends this way.
 */
export function SubmitActions({
  submitLabel,
  busyLabel,
  submitting,
  onCancel,
  disabled,
  unavailable,
}: SubmitActionsProps) {
  const _ = useKitI18n();
  return (
    <FormActions>
      <Button tone="ghost" disabled={submitting} onClick={onCancel}>
        {_(msg`Cancelar`)}
      </Button>
      <Button
        type="submit"
        disabled={disabled}
        unavailable={unavailable}
        busy={submitting}
        busyLabel={busyLabel}
      >
        {submitLabel}
      </Button>
    </FormActions>
  );
}
