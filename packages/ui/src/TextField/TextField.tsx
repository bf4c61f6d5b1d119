import { memo, type ReactNode } from 'react';
import type { Mask } from '@portal/rules';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

/**
 * An input mask of spec §5, from `@portal/rules` (`phoneMask`, `cepMask`…). Each brings its phone
 * keyboard, autofill token and capitals, so a form cannot forget them.
 */
export type TextFieldMask = Mask;

export interface TextFieldProps {
  readonly label: string;
  /** The shown value; with a mask, the masked one (`unmask` from `@portal/rules` gives the raw). */
  readonly value: string;
  /** Called with the new shown value, already masked when `mask` is set (typing and pasting). */
  readonly onChange: (value: string) => void;
  readonly mask?: TextFieldMask;
  readonly error?: ReactNode;
  readonly description?: ReactNode;
  /** `date`: the browser's date picker; the value is `YYYY-MM-DD` ('' while empty). */
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly disabled?: boolean;
  readonly required?: boolean;
  /**
   * The autofill token. By default the mask's (`postal-code` for `cep`, `cc-number` for
   * `cardNumber`…) or `email` for `type="email"`; `off` for a field about someone else (a user
   * or a company being created) or one that must not be filled from the browser's memory.
   */
  readonly autoComplete?: string;
  /**
   * The phone keyboard, e.g. 'decimal' for a percentage; a mask brings its own (a keypad for
   * CEP, CPF, card number, expiry and CVV, the phone pad for a phone).
   */
  readonly inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'url';
  readonly name?: string;
  readonly onBlur?: () => void;
}

/**
 * Where the caret goes after masking: behind as many accepted characters as were before it in
 * what the user typed, so typing in the middle or deleting a digit does not throw it to the end.
 */
function caretAfterMask(
  typed: string,
  caret: number,
  shown: string,
  mask: (value: string) => string,
): number {
  const accepted = (character: string) => mask(character) !== '';
  let wanted = [...typed.slice(0, caret)].filter(accepted).length;
  if (wanted === 0) return 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (accepted(shown[index] ?? '')) wanted -= 1;
    if (wanted === 0) return index + 1;
  }
  return shown.length;
}

/**
 * A labelled text input with an optional input mask of spec §5 and an error slot. Memoised: the
 * form layer's bindings keep their identity, so a key typed in one field re-renders that field
 * alone, not every field of the form.
 */
export const TextField = memo(function TextField({
  label,
  value,
  onChange,
  mask,
  error,
  description,
  type = 'text',
  disabled,
  required,
  autoComplete,
  inputMode,
  name,
  onBlur,
}: TextFieldProps) {
  const apply = mask?.apply;

  return (
    <Field label={label} description={description} error={error} required={required}>
      {(control) => (
        <input
          {...control}
          className={fieldStyles.control}
          type={type}
          inputMode={inputMode ?? mask?.inputMode}
          value={value}
          name={name}
          autoComplete={
            autoComplete ?? mask?.autoComplete ?? (type === 'email' ? 'email' : undefined)
          }
          autoCapitalize={mask?.autoCapitalize}
          spellCheck={mask || type === 'email' ? false : undefined}
          disabled={disabled}
          required={required}
          onBlur={onBlur}
          onChange={(event) => {
            const element = event.target;
            const typed = element.value;
            if (!apply) {
              onChange(typed);
              return;
            }
            const shown = apply(typed);
            // The masked text and its caret go into the input at once: React then finds the
            // value it renders already there and leaves the caret alone, also when the mask
            // refused what was typed and the value did not change at all. (`type="email"` has no
            // selection API; masks are for text and tel fields.)
            const caret = type === 'email' ? null : element.selectionStart;
            element.value = shown;
            if (caret !== null) {
              const at = caretAfterMask(typed, caret, shown, apply);
              element.setSelectionRange(at, at);
            }
            onChange(shown);
          }}
        />
      )}
    </Field>
  );
});
