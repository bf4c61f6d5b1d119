import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, type Locale } from '@portal/contracts';
import { isLocale } from './i18n';

/** The active locale, narrowed to the portal's two. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
