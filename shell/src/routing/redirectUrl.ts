import { href, pages } from '@portal/contracts';

export const BASE_PATH = '/minha-conta';

/** The page's path inside the portal ('/login' for /minha-conta/login). */
export function currentPortalPath(): string {
  return window.location.pathname.slice(BASE_PATH.length) || '/';
}

// Control characters, whitespace and backslashes never appear in a path we produce.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * Turns a `redirectUrl` query value into a router path (relative to the base path), or '/'
 * when it is not a same-origin path under the base path. Absolute and protocol-relative
 * URLs, other schemes, backslashes and encoded dot segments all fall back to '/'.
 */
export function safeRedirectPath(raw: string | null | undefined, origin: string): string {
  if (!raw || raw.length > 2048 || !raw.startsWith('/') || raw.startsWith('//')) return '/';
  if (UNSAFE_CHARACTERS.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || url.username || url.password) return '/';
  const path = url.pathname;
  if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) return '/';
  // The decoded path must not smuggle a second scheme or host back in.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return '/';
  }
  if (
    decoded.includes('//') ||
    UNSAFE_CHARACTERS.test(decoded) ||
    /(^|\/)\.\.?(\/|$)/.test(decoded)
  ) {
    return '/';
  }
  const inside = path.slice(BASE_PATH.length) || '/';
  return `${inside}${url.search}${url.hash}`;
}

/** The login address that brings the user back to `pathname + search` afterwards. */
export function loginRedirectFor(pathname: string, search: string): string {
  const back = `${BASE_PATH}${pathname === '/' ? '/' : pathname}${search}`;
  return `${href(pages.login)}?redirectUrl=${encodeURIComponent(back)}`;
}
