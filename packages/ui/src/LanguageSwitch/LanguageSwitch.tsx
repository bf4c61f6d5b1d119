import * as RadixRadioGroup from '@radix-ui/react-radio-group';
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
 * its short form and the language in its own name ("PT Português"), spoken in it (lang). One tab stop; the arrow keys move and
 * choose, as the WAI-ARIA radio group pattern describes.
 */
export function LanguageSwitch({ value, options, onChange }: LanguageSwitchProps) {
  const _ = useKitI18n();
  return (
    <RadixRadioGroup.Root
      className={styles.group}
      aria-label={_(msg`Idioma`)}
      value={value}
      onValueChange={onChange}
      orientation="horizontal"
      loop
    >
      {options.map((option) => (
        <RadixRadioGroup.Item
          key={option.value}
          value={option.value}
          className={styles.option}
          lang={option.value}
        >
          {/* Named "PT Português": the visible text starts the name (WCAG 2.5.3, label in
              name), so "PT" works for voice control and the full name is read out. */}
          <span>{option.short ?? option.value.slice(0, 2).toUpperCase()}</span>
          <span className={a11y.visuallyHidden}> {option.label}</span>
        </RadixRadioGroup.Item>
      ))}
    </RadixRadioGroup.Root>
  );
}
