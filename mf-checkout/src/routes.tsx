import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { prefetchCompany, queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale } from '@portal/contracts';
import packageJson from '../package.json';
import { checkoutQueries } from './shared/queries';
import { titles } from './titles';

// Each page's chunk is named after its route, so the shell's server can name it in the page it
// sends (adr-006); its loader is also its route's preload.
const loadStartPage = () =>
  import(/* webpackChunkName: "page-start" */ './features/start/StartPage');
const loadCheckoutPage = () =>
  import(/* webpackChunkName: "page-checkout" */ './features/checkout/CheckoutPage');
const StartPage = lazy(loadStartPage);
const CheckoutPage = lazy(loadCheckoutPage);

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-checkout (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_checkout',
  version: packageJson.version,
  loadMessages,
  // Every page of this remote reads the server through its own cache.
  Providers: queryProvider(checkoutQueries),
  routes: [
    {
      path: 'start',
      access: 'private',
      title: titles.start,
      Page: StartPage,
      preload: loadStartPage,
    },
    {
      path: 'checkout',
      access: 'private',
      title: titles.checkout,
      Page: CheckoutPage,
      // The checkout starts from the company's data (its billing step).
      preload: () => Promise.all([loadCheckoutPage(), prefetchCompany(checkoutQueries)]),
    },
  ],
});
