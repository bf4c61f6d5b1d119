import type { ReactNode } from 'react';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { FieldDescription, FieldError, RequiredMarker, useFieldIds } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly description?: ReactNode;
  /** E.g. the terms that must be accepted; while set, the box is `aria-invalid`. */
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly name?: string;
}

/** A labelled checkbox (Radix: a `role="checkbox"` button toggled by click and Space). */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  error,
  disabled,
  required,
  name,
}: CheckboxProps) {
  const { id, labelId, descriptionId, errorId, invalid, describedBy } = useFieldIds(
    description,
    error,
  );
  return (
    <div className={fieldStyles.field}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={id}
          className={styles.box}
          checked={checked}
          onCheckedChange={(state) => onChange(state === true)}
          disabled={disabled}
          required={required}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
        >
          <RadixCheckbox.Indicator>
            <svg className={styles.check} viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <path
                d="M3 8.5l3.5 3.5L13 5"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <div className={fieldStyles.inlineText}>
          <label
            id={labelId}
            htmlFor={id}
            className={`${fieldStyles.inlineLabel} ${disabled ? fieldStyles.inlineLabelDisabled : ''}`}
          >
            {label}
            <RequiredMarker required={required} />
          </label>
          <FieldDescription id={descriptionId} description={description} />
          <FieldError id={errorId} error={error} />
        </div>
      </div>
    </div>
  );
}
