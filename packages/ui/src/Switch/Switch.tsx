import type { ReactNode } from 'react';
import * as RadixSwitch from '@radix-ui/react-switch';
import { FieldDescription, FieldError, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Switch.css';

export interface SwitchProps {
  readonly label: string;
  /** On or off: a setting that applies at once (use Checkbox for a choice sent with a form). */
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly description?: ReactNode;
  /** E.g. the change could not be saved. */
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly name?: string;
}

/** A labelled on/off switch (Radix: a `role="switch"` button toggled by click and Space). */
export function Switch({
  label,
  checked,
  onChange,
  description,
  error,
  disabled,
  name,
}: SwitchProps) {
  const { id, labelId, descriptionId, errorId, invalid, describedBy } = useFieldIds(
    description,
    error,
  );
  return (
    <div className={fieldStyles.field}>
      <div className={styles.row}>
        <div className={fieldStyles.inlineText}>
          <label
            id={labelId}
            htmlFor={id}
            className={`${fieldStyles.inlineLabel} ${disabled ? fieldStyles.inlineLabelDisabled : ''}`}
          >
            {label}
          </label>
          <FieldDescription id={descriptionId} description={description} />
        </div>
        <RadixSwitch.Root
          id={id}
          className={styles.track}
          checked={checked}
          onCheckedChange={onChange}
          disabled={disabled}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
