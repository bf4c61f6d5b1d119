import { memo, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Field } from '../Field/Field';
import { useKitI18n } from '../i18n';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /**
   * The toggle's accessible name, e.g. "Mostrar senha". It stays the same while the toggle is
   * pressed: `aria-pressed` already says whether the password is shown (WAI-ARIA toggle button),
   * and a name that flips as well would be read as the opposite state. "Mostrar senha" by default.
   */
  readonly showLabel?: string;
  readonly error?: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly name?: string;
  readonly onBlur?: () => void;
}

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed ? (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle; the password is hidden again on every mount.
 * Memoised, as TextField.
 */
export const PasswordField = memo(function PasswordField({
  label,
  value,
  onChange,
  showLabel,
  error,
  description,
  disabled,
  required,
  autoComplete = 'current-password',
  name,
  onBlur,
}: PasswordFieldProps) {
  const _ = useKitI18n();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} description={description} error={error} required={required}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            {...control}
            className={`${fieldStyles.control} ${styles.input}`}
            type={shown ? 'text' : 'password'}
            value={value}
            name={name}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            disabled={disabled}
            required={required}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={showLabel ?? _(msg`Mostrar senha`)}
            aria-pressed={shown}
            aria-controls={control.id}
            disabled={disabled}
            onClick={() => setShown((current) => !current)}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
      )}
    </Field>
  );
});
