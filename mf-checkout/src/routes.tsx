import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale } from '@portal/contracts';
import packageJson from '../package.json';
import { checkoutQueries } from './shared/queries';
import { titles } from './titles';

const StartPage = lazy(() => import('./features/start/StartPage'));
const CheckoutPage = lazy(() => import('./features/checkout/CheckoutPage'));

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import('./locales/es/messages')
      : await import('./locales/pt-BR/messages');
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
    },
    {
      path: 'checkout',
      access: 'private',
      title: titles.checkout,
      Page: CheckoutPage,
    },
  ],
});
