import type { ReactNode } from 'react';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { Field, type FieldOption } from '../Field/Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps {
  /** Names the group (its legend). */
  readonly label: string;
  readonly options: readonly FieldOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly description?: ReactNode;
  readonly error?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly name?: string;
  readonly orientation?: 'vertical' | 'horizontal';
}

/**
 * One choice among a few, all visible (Radix: one tab stop, arrow keys move and choose, as the
 * WAI-ARIA radio group pattern describes).
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  description,
  error,
  disabled,
  required,
  name,
  orientation = 'vertical',
}: RadioGroupProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      labelAs="legend"
    >
      {({ id, ...control }, labelId) => (
        <RadixRadioGroup.Root
          {...control}
          id={id}
          aria-labelledby={labelId}
          className={styles.group[orientation]}
          value={value}
          onValueChange={onChange}
          disabled={disabled}
          required={required}
          name={name}
          orientation={orientation}
        >
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            const optionDisabled = disabled || option.disabled;
            return (
              <div key={option.value} className={styles.option}>
                <RadixRadioGroup.Item
                  id={optionId}
                  className={styles.radio}
                  value={option.value}
                  disabled={option.disabled}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                <label
                  htmlFor={optionId}
                  className={`${styles.optionLabel} ${optionDisabled ? styles.optionLabelDisabled : ''}`}
                >
                  {option.label}
                </label>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
