// The prerender gate (adr-003): the one script a prerendered page runs before it paints. The
// shell's server puts both languages of the page in the HTML; this picks the visitor's, and
// turns the prerender off for a signed-in visitor, whom the app sends elsewhere. It must stay
// tiny and import nothing that pulls in a runtime: it blocks the first paint.
import { initialLocale } from '@portal/i18n/locale';
import { holdsStoredSession } from '@portal/session/keys';
import { PRERENDERED_CLASS } from './dom';

export function applyGate(root: HTMLElement, storage: Pick<Storage, 'getItem'> | null): void {
  root.lang = initialLocale();
  if (storage && !holdsStoredSession(storage)) root.classList.add(PRERENDERED_CLASS);
}
