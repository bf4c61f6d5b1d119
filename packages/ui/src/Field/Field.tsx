import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** One choice of a Select or a RadioGroup. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** What every labelled field takes besides its control's own props. */
export interface FieldTextProps {
  readonly label: string;
  /** A hint under the label, read after the label by screen readers. */
  readonly description?: ReactNode;
  /** The message of a broken rule; while set, the control is `aria-invalid`. */
  readonly error?: ReactNode;
  readonly required?: boolean;
}

/** The attributes Field hands to its control so label, hint and error reach assistive tech. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldProps extends FieldTextProps {
  /** `label` renders a `<label for>`; `legend` a plain element the group names itself by. */
  readonly labelAs?: 'label' | 'legend';
  readonly children: (control: FieldControlProps, labelId: string) => ReactNode;
}

export const hasError = (error: ReactNode): boolean =>
  error !== undefined && error !== null && error !== false && error !== '';

/** The ids that tie a control to its label, description and error, and what it is described by. */
export function useFieldIds(description: ReactNode, error: ReactNode) {
  const id = useId();
  const invalid = hasError(error);
  const ids = {
    id,
    labelId: `${id}-label`,
    descriptionId: `${id}-description`,
    errorId: `${id}-error`,
  };
  const describedBy =
    [description ? ids.descriptionId : null, invalid ? ids.errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { ...ids, invalid, describedBy };
}

/**
 * The error slot: a polite live region that is always in the page (so a new message is
 * announced) and linked by `aria-describedby` only while there is a message. No `role="alert"`,
 * which would interrupt the user on every keystroke.
 */
export function FieldError({ id, error }: { readonly id: string; readonly error: ReactNode }) {
  return (
    <div id={id} className={styles.error} aria-live="polite">
      {hasError(error) ? error : null}
    </div>
  );
}

export function FieldDescription({
  id,
  description,
}: {
  readonly id: string;
  readonly description: ReactNode;
}) {
  return description ? (
    <div id={id} className={styles.description}>
      {description}
    </div>
  ) : null;
}

/**
 * The asterisk is for the eye only (drawn by CSS, so it is in neither the label's text nor its
 * accessible name): the control itself carries `required`.
 */
export function RequiredMarker({ required }: { readonly required: boolean | undefined }) {
  return required ? <span className={styles.requiredMarker} aria-hidden="true" /> : null;
}

/**
 * The private frame of the text-like fields and groups: label on top, then description,
 * control and error slot, wired together with ids from `useId`.
 */
export function Field({
  label,
  description,
  error,
  required,
  labelAs = 'label',
  children,
}: FieldProps) {
  const { id, labelId, descriptionId, errorId, invalid, describedBy } = useFieldIds(
    description,
    error,
  );
  const labelContent = (
    <>
      {label}
      <RequiredMarker required={required} />
    </>
  );

  return (
    <div className={styles.field}>
      {labelAs === 'label' ? (
        <label id={labelId} htmlFor={id} className={styles.label}>
          {labelContent}
        </label>
      ) : (
        <div id={labelId} className={styles.label}>
          {labelContent}
        </div>
      )}
      <FieldDescription id={descriptionId} description={description} />
      {children(
        { id, 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined },
        labelId,
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
