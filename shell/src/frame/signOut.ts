import { endServerSession } from '@portal/api/session-end';
import { sessionStore } from '@portal/session';

/**
 * The portal's one way to sign out (the menu's Sair, the error page's "Voltar para o login"):
 * the session ends here at once (every tab follows, the store's logout); the server is told
 * afterwards, and neither its answer nor its failure holds the user back. The call comes without
 * the API client (`@portal/api/session-end`): the error page is in the shell's first load, and a
 * cold /login must not carry the client for it (ADR 008).
 */
export function signOut(): void {
  const token = sessionStore.getState().session?.token;
  sessionStore.getState().logout();
  if (token) endServerSession(token);
}
