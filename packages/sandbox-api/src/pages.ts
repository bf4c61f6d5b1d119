// What the sandbox serves besides the calls of the contract: a health check, the
// identity-provider double's page, uploaded files, and test helpers (reset, outbox).
import type { Db } from './db';
import { createSsoSession, isPortalSsoReturn } from './sso';
import { CORS_HEADERS, fromBase64, json } from './respond';

interface ExtraContext {
  readonly db: () => Db;
  readonly request: Request;
  readonly url: URL;
  readonly now: Date;
  readonly reset: () => void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const html = (status: number, body: string) =>
  new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Provedor de identidade (sandbox)</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1d2433}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0b5cad;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );

function identityProviderPage({ url }: ExtraContext): Response {
  const email = url.searchParams.get('email') ?? '';
  const returnTo = url.searchParams.get('returnTo') ?? '';
  if (!isPortalSsoReturn(returnTo)) return html(400, '<h1>Endereço de retorno inválido</h1>');
  return html(
    200,
    `<main><h1>Provedor de identidade</h1><p>Entrar como <strong>${escapeHtml(email)}</strong> no Minha Conta?</p>
<form method="post" action="/idp/approve"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}"><button type="submit">Continuar</button></form></main>`,
  );
}

async function approve({ db, request, now }: ExtraContext): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const returnTo = form.get('returnTo') ?? '';
  if (!isPortalSsoReturn(returnTo)) return html(400, '<h1>Endereço de retorno inválido</h1>');
  const user = db().users.find((candidate) => candidate.email === email && candidate.ssoAllowed);
  if (!user) return html(403, '<h1>Conta sem login único</h1>');
  const session = createSsoSession(db(), user, now);
  return new Response(null, {
    status: 303,
    headers: { Location: `${returnTo}session=${session}` },
  });
}

function file({ db, url }: ExtraContext): Response {
  const id = url.pathname.split('/').pop() ?? '';
  const stored = db().files[id];
  if (!stored) return json(404, { success: false, message: 'general_get_error' });
  return new Response(fromBase64(stored.base64), {
    headers: {
      'Content-Type': stored.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ...CORS_HEADERS,
    },
  });
}

/** The answer for a non-contract path, or null when the path belongs to the contract. */
export function extraRoutes(context: ExtraContext): Response | Promise<Response> | null {
  const { request, url } = context;
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /health') return json(200, { ok: true });
  if (route === 'GET /idp/authorize') return identityProviderPage(context);
  if (route === 'POST /idp/approve') return approve(context);
  if (request.method === 'GET' && url.pathname.startsWith('/files/')) return file(context);
  if (route === 'POST /__sandbox/reset') {
    context.reset();
    return json(200, { ok: true });
  }
  if (route === 'GET /__sandbox/outbox') return json(200, context.db().outbox);
  return null;
}
