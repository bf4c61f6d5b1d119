// The card's fields' texts are a catalog of their own (`lazyTexts`): they load with the card's
// code (checkout's payment step, billing's change of card), not with a remote's first catalog.
import type { Locale } from '@portal/contracts';
import { lazyTexts } from '../lazyTexts';

/** The card's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadCardMessages(locale: Locale) {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "card-catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "card-catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

const texts = lazyTexts('billing-card', loadCardMessages);

/** Registers the card's catalog once: a page about to show card fields may call it early. */
export const registerCardTexts = texts.register;

/** Suspends the component until the card's texts are in the page's language (once a page). */
export const useCardTexts = texts.useTexts;
