import { toSession, type SignedIn } from '@portal/api';
import { sessionStore } from '@portal/session';
import { clearPendingLogin } from './pendingLogin';

/**
 * Stores the session. The shell's guard then leaves the public page: to a safe `redirectUrl`,
 * else home, where the entry redirects of spec 2.3 apply.
 */
export function signInWith(signedIn: SignedIn): void {
  clearPendingLogin();
  sessionStore.getState().signIn(toSession(signedIn));
}
