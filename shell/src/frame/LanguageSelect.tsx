import { chooseLocale, LOCALE_OPTIONS, useLocale } from '@portal/i18n';
import { LanguageSwitch } from '@portal/ui';

/** The PT/ES choice in the header, on every page; the choice is stored locally. */
export function LanguageSelect() {
  return <LanguageSwitch value={useLocale()} options={LOCALE_OPTIONS} onChange={chooseLocale} />;
}
