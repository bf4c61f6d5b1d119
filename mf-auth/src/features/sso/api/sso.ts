import { api } from '@portal/api';

/** POST /auth/initiate-sso (spec §7): the address of the company's identity provider. */
export async function ssoAddress(input: { readonly email: string }): Promise<string> {
  return (await api.initiateSso(input)).payload.redirectUrl;
}

/**
 * GET /auth/sso/session/{session} (spec §7): the session the identity provider sent the visitor
 * back with, exchanged for a sign-in (once: a session is single-use).
 */
export async function ssoSignIn(session: string) {
  return (await api.ssoSession({ session })).payload;
}
