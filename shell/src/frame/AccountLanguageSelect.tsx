import { maySpeakSpanish } from '@portal/session/language';
import type { SessionData } from '@portal/session';
import { LanguageSelect } from './LanguageSelect';

/**
 * The language choice of a signed-in page: only for an account that may speak Spanish (spec §9:
 * ES for light plans only; `maySpeakSpanish`); any other speaks Portuguese and has nothing to
 * choose.
 */
export function AccountLanguageSelect({ session }: { readonly session: SessionData }) {
  return maySpeakSpanish(session) ? <LanguageSelect /> : null;
}
