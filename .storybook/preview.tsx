// What every story shares: the portal's theme and global styles, the shared Lingui instance
// switched from the toolbar (PT/ES), and the accessibility checks.
import type { Decorator, Preview } from '@storybook/react-webpack5';
import type { ViewportMap } from 'storybook/viewport';
import { activateLocale, I18nRoot, isLocale, LOCALE_OPTIONS, registerCatalog } from '@portal/i18n';
import '@portal/ui';

import { loadBillingMessages } from '@portal/billing/messages';
import { loadRulesMessages } from '@portal/rules/messages';
import { loadUiMessages } from '@portal/ui/messages';
import { loadUsersMessages } from '@portal/users/messages';

// The kit's own texts and the field rules' messages, as the shell registers them; the domain
// packages' texts, as the remotes that show them bring them.
void registerCatalog('ui', loadUiMessages);
void registerCatalog('rules', loadRulesMessages);
void registerCatalog('billing', loadBillingMessages);
void registerCatalog('users', loadUsersMessages);

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

/**
 * The widths the portal is tried at (the browser sweep uses the same): a small and a common
 * phone, a tablet, a desk. A story shows its narrow layout with
 * `globals: { viewport: { value: 'phone320' } }`.
 */
const VIEWPORTS: ViewportMap = {
  phone320: {
    name: 'Celular 320 × 640',
    styles: { width: '320px', height: '640px' },
    type: 'mobile',
  },
  phone390: {
    name: 'Celular 390 × 844',
    styles: { width: '390px', height: '844px' },
    type: 'mobile',
  },
  tablet: {
    name: 'Tablet 768 × 1024',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop 1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
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
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
