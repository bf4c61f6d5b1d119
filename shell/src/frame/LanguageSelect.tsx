import { useLingui } from '@lingui/react/macro';
import { activateLocale, isLocale, useLocale } from '@portal/i18n';
import { InlineSelect } from '@portal/ui';

export function LanguageSelect() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <InlineSelect
      id="portal-language"
      label={t`Idioma`}
      value={locale}
      options={[
        { value: 'pt-BR', label: 'Português' },
        { value: 'es', label: 'Español' },
      ]}
      onChange={(value) => {
        if (isLocale(value)) void activateLocale(value);
      }}
    />
  );
}
