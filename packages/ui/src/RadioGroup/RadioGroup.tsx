import type { ReactNode } from 'react';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { Field, type FieldOption } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

/** One choice of a RadioGroup, optionally explained under its label. */
export interface RadioOption extends FieldOption {
  /**
   * What choosing it means, shown under the label (not in a tooltip, which a touch screen never
   * opens) and read as the radio's description.
   */
  readonly description?: string;
}

export interface RadioGroupProps {
  /** Names the group (its legend). */
  readonly label: string;
  readonly options: readonly RadioOption[];
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
            const optionDescriptionId = `${optionId}-description`;
            const optionDisabled = disabled || option.disabled;
            const label = (
              <label
                htmlFor={optionId}
                className={`${styles.optionLabel} ${optionDisabled ? styles.optionLabelDisabled : ''}`}
              >
                {option.label}
              </label>
            );
            return (
              <div
                key={option.value}
                className={option.description ? styles.optionWithDescription : styles.option}
              >
                <RadixRadioGroup.Item
                  id={optionId}
                  className={styles.radio}
                  value={option.value}
                  disabled={option.disabled}
                  aria-describedby={option.description ? optionDescriptionId : undefined}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                {option.description ? (
                  <div className={fieldStyles.inlineText}>
                    {label}
                    <div id={optionDescriptionId} className={fieldStyles.description}>
                      {option.description}
                    </div>
                  </div>
                ) : (
                  label
                )}
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
