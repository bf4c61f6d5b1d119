import type * as v from 'valibot';
import type { Locale } from '@portal/contracts';
import type { language } from './contract';

/** The `language` of a call (spec §7: the e-mails a new user or account gets). */
export type ApiLanguage = v.InferOutput<typeof language>;

/** The `language` the API takes for the portal's locale: Spanish, or else Portuguese. */
export function apiLanguage(locale: Locale): ApiLanguage {
  return locale === 'es' ? 'ES' : 'PT';
}
