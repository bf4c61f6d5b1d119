// The check of a recovery link's token. The page's route starts it when the shell preloads the
// page it opens with (while it still renders its frame), so a link that turns out expired asks
// for the e-mail about as soon as the app takes over, not a round trip (and the API client's
// download) later. The page takes that check once; any later visit checks again.
import { api } from '@portal/api';

type TokenCheck = ReturnType<typeof api.validateRecoveryToken>;

const started = new Map<string, TokenCheck>();

/**
 * Starts checking the token of the recovery link the visitor is at: `at` is that page when its
 * path ends with the route's `path` (under whatever base the portal or a standalone page has);
 * elsewhere (a link to the page pointed at from another), nothing.
 */
export function checkTokenEarly(
  path: string,
  at: Pick<Location, 'pathname' | 'search'> = window.location,
) {
  if (!at.pathname.endsWith(`/${path}`)) return;
  const token = new URLSearchParams(at.search).get('token');
  if (!token || started.has(token)) return;
  const check = api.validateRecoveryToken({ token });
  // Its failure is the page's to show, when it takes the check.
  check.catch(() => undefined);
  started.set(token, check);
}

/** The check of `token`: the one started early if there is one (taken), else a new one. */
export function checkToken(token: string): TokenCheck {
  const check = started.get(token);
  started.delete(token);
  return check ?? api.validateRecoveryToken({ token });
}
