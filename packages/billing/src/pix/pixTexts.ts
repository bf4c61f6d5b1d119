// The Pix payment's texts are a catalog of their own (`lazyTexts`): they load with the Pix code.
import type { Locale } from '@portal/contracts';
import { lazyTexts } from '../lazyTexts';

/** The Pix payment's compiled catalog for a locale (compiled by `pnpm i18n`). */
export async function loadPixMessages(locale: Locale) {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "pix-catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "pix-catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

const texts = lazyTexts('billing-pix', loadPixMessages);

/** Registers the Pix catalog once (then every change of language loads it too). */
export const registerPixTexts = texts.register;

/** Suspends the component until the Pix texts are in the page's language (once a page). */
export const usePixTexts = texts.useTexts;
