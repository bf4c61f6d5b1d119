import { memo, type ReactNode } from 'react';
import { Field, type FieldOption } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectProps {
  readonly label: string;
  readonly options: readonly FieldOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown while nothing is chosen, as an option of value ''. */
  readonly placeholder?: string;
  readonly error?: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
  /** Required: the placeholder cannot be chosen back once an option is. */
  readonly required?: boolean;
  /** The autofill token, e.g. `address-level1` for a state or `country` for a country. */
  readonly autoComplete?: string;
  readonly name?: string;
  readonly onBlur?: () => void;
}

/**
 * A styled native `<select>`: the platform's own keyboard, typeahead and mobile pickers. Memoised
 * (as TextField): a long list of options is not rebuilt for a key typed in another field.
 */
export const Select = memo(function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  description,
  disabled,
  required,
  autoComplete,
  name,
  onBlur,
}: SelectProps) {
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(control) => (
        <div className={styles.wrapper}>
          <select
            {...control}
            className={`${fieldStyles.control} ${styles.select}`}
            value={value}
            name={name}
            autoComplete={autoComplete}
            disabled={disabled}
            required={required}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 16 16" fill="none" aria-hidden="true">
            <path
              d="M3 6l5 5 5-5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      )}
    </Field>
  );
});
