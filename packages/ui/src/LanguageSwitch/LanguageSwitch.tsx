import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as a11y from '../a11y.css';
import * as styles from './LanguageSwitch.css';

export interface LanguageOption {
  /** The locale, e.g. "pt-BR". */
  readonly value: string;
  /** The language in its own name, e.g. "Português": read after the short form. */
  readonly label: string;
  /** What the button shows; the value's first two letters, uppercased, by default ("PT"). */
  readonly short?: string;
}

export interface LanguageSwitchProps {
  /** The active locale (`useLocale()` from @portal/i18n). */
  readonly value: string;
  /** The languages offered (`LOCALE_OPTIONS` from @portal/i18n). */
  readonly options: readonly LanguageOption[];
  /** Called with the locale chosen (`chooseLocale` from @portal/i18n). */
  readonly onChange: (value: string) => void;
}

/**
 * A compact language choice ("PT" | "ES"): a radio group named "Idioma", each option named by
 * its short form and the language in its own name ("PT Português"), spoken in it (lang). Native
 * radio buttons: one tab stop, and the arrow keys move and choose, as browsers do for a group
 * of radios sharing a name. (The frame shows it on every page, so it carries no library.)
 */
export function LanguageSwitch({ value, options, onChange }: LanguageSwitchProps) {
  const _ = useKitI18n();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={_(msg`Idioma`)} className={styles.group}>
      {options.map((option) => (
        <label key={option.value} className={styles.option} lang={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={styles.input}
          />
          {/* Named "PT Português": the visible text starts the name (WCAG 2.5.3, label in
              name), so "PT" works for voice control and the full name is read out. */}
          <span className={styles.pill}>
            {option.short ?? option.value.slice(0, 2).toUpperCase()}
          </span>
          <span className={a11y.visuallyHidden}> {option.label}</span>
        </label>
      ))}
    </div>
  );
}
