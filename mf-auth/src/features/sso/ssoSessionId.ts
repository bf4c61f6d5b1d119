/**
 * The route is `login/sso/:session` and the identity provider returns to
 * `login/sso/session=<id>` (spec §2.1), so the parameter arrives as `session=<id>`. A bare id is
 * accepted too. Anything else is no session.
 */
export function ssoSessionId(parameter: string | undefined): string | null {
  if (!parameter) return null;
  const id = parameter.startsWith('session=') ? parameter.slice('session='.length) : parameter;
  return /^[A-Za-z0-9_-]{1,200}$/.test(id) ? id : null;
}
