import { useLingui } from '@lingui/react/macro';
import { chooseLocale, LOCALE_OPTIONS, useLocale } from '@portal/i18n';
import { InlineSelect } from '@portal/ui';

export function LanguageSelect() {
  const { t } = useLingui();
  return (
    <InlineSelect
      id="portal-language"
      label={t`Idioma`}
      value={useLocale()}
      options={LOCALE_OPTIONS}
      onChange={chooseLocale}
    />
  );
}
