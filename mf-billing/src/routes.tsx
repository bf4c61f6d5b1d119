import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale, type PageFrameProps } from '@portal/contracts';
import { PageFrame } from '@portal/ui';
import packageJson from '../package.json';
import { billingQueries } from './shared/queries';
import { prefetchChargesPage } from './features/charges/api/subscriptions';
import { titles } from './titles';

// Named after its route, so the shell's server can name it in the page it sends (adr-006).
const loadChargesPage = () =>
  import(
    /* webpackChunkName: "page-gestao-de-cobrancas" */ './features/charges/ChargesManagementPage'
  );
const ChargesManagementPage = lazy(loadChargesPage);

/** A page on its way: its layout and its title. */
function Frame({ title }: PageFrameProps) {
  return <PageFrame title={title} />;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-billing (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_billing',
  version: packageJson.version,
  loadMessages,
  // Every page of this remote reads the server through its own cache.
  Providers: queryProvider(billingQueries),
  Frame,
  routes: [
    {
      path: 'gestao-de-cobrancas',
      access: 'private',
      groups: ['superUser'],
      flag: 'charges-management',
      title: titles.charges,
      Page: ChargesManagementPage,
      preload: () => Promise.all([loadChargesPage(), prefetchChargesPage(billingQueries)]),
    },
  ],
});
