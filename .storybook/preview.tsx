// What every story shares: the portal's theme and global styles, the shared Lingui instance
// switched from the toolbar (PT/ES), and the accessibility checks.
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { activateLocale, I18nRoot, isLocale, LOCALE_OPTIONS, registerCatalog } from '@portal/i18n';
import '@portal/ui';

import { loadRulesMessages } from '@portal/rules/messages';
import { loadUiMessages } from '@portal/ui/messages';

// The kit's own texts and the field rules' messages, as the shell registers them.
void registerCatalog('ui', loadUiMessages);
void registerCatalog('rules', loadRulesMessages);

/**
 * Stories write their texts (props today) in Portuguese as args; `parameters.localeArgs.es`
 * holds the Spanish ones, applied while the toolbar shows Español.
 */
const withLocale: Decorator = (Story, context) => {
  const locale: string = context.globals.locale ?? 'pt-BR';
  const localeArgs = (context.parameters.localeArgs ?? {}) as Record<string, object>;
  // Parameters merge deeply, so a story inherits its meta's Spanish texts: only those of args the
  // story has apply (a story without a description must not gain the meta's Spanish one).
  const translated = Object.fromEntries(
    Object.entries(localeArgs[locale] ?? {}).filter(([key]) => context.args[key] !== undefined),
  );
  return (
    <I18nRoot>
      <Story args={{ ...context.args, ...translated }} />
    </I18nRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Idioma / Idioma',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: LOCALE_OPTIONS.map(({ value, label }) => ({
          value,
          title: label,
          right: value === 'es' ? 'ES' : 'PT',
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'pt-BR' },
  // The shared instance loads every registered catalog before it switches language.
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'pt-BR');
      return {};
    },
  ],
  decorators: [withLocale],
  parameters: {
    // Fail the a11y panel's test state on violations, as the Jest axe scan does.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    layout: 'padded',
  },
};

export default preview;
