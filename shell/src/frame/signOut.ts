import { endServerSession } from '@portal/api';
import { sessionStore } from '@portal/session';

/**
 * The portal's one way to sign out (the menu's Sair, the error page's "Voltar para o login"):
 * the session ends here at once (every tab follows, the store's logout); the server is told
 * afterwards, and neither its answer nor its failure holds the user back.
 */
export function signOut(): void {
  const token = sessionStore.getState().session?.token;
  sessionStore.getState().logout();
  if (token) endServerSession(token);
}
