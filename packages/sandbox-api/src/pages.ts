// What the sandbox serves besides the calls of the contract: a health check, the
// identity-provider double's page, the modules' pages, uploaded files, the bank slips and bills it issued, and test helpers (reset, outbox, the
// controls that make a call fail, lose its answer or wait, and the bank's answer to a Pix).
import * as v from 'valibot';
import { CALLS, type CallId } from '@portal/api/contract';
import type { Controlled } from './controls';
import type { Db } from './db';
import { createSsoSession, isPortalSsoReturn } from './sso';
import { CORS_HEADERS, escapeHtml, fromBase64, json, missingFields } from './respond';
import { moduleOfPath } from './handlers/profile';
import { billIdOf, billPage } from './bills';
import { collectFieldSpeed } from './fieldSpeed';
import { releaseHealth } from './releaseHealth';
import { trackerRoutes } from './tracker';
import { nfseIdOf, nfsePage } from './nfse';
import { slipIdOf, slipPage } from './slips';

interface ExtraContext {
  readonly db: () => Db;
  readonly request: Request;
  readonly url: URL;
  readonly now: Date;
  readonly reset: () => void;
  readonly settlePix: (outcome: 'paid' | 'expired', pixId?: string) => boolean;
  readonly controlled: Controlled;
}

const html = (status: number, body: string, title = 'Provedor de identidade (sandbox)') =>
  new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1d2433}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0b5cad;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`,
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );

/**
 * A module's page (the home cards' and checkout's way back's address): the platform's modules
 * are not part of the portal, so the sandbox only says which one was opened.
 */
function modulePage(module: { shortName: string; description: string }): Response {
  const name = escapeHtml(module.shortName);
  return html(
    200,
    `<main><h1>Módulo ${name}</h1><p>${escapeHtml(module.description)}</p><p>Página do módulo na plataforma (sandbox): o módulo em si não faz parte do Minha Conta.</p></main>`,
    `Módulo ${module.shortName} (sandbox)`,
  );
}

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

const callId = v.pipe(
  v.string(),
  v.check((name) => Object.hasOwn(CALLS, name), 'no such call'),
  v.transform((name) => name as CallId),
);

/** A test control over HTTP: its JSON body checked by `schema`, then applied. */
function control<S extends v.GenericSchema>(
  schema: S,
  apply: (input: v.InferOutput<S>, controlled: Controlled) => void,
) {
  return (body: unknown, controlled: Controlled): Response => {
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      return missingFields(v.summarize(parsed.issues));
    }
    apply(parsed.output, controlled);
    return json(200, { ok: true });
  };
}

/** `POST /__sandbox/<name>`: the controls of `Sandbox` for a sandbox reached over HTTP. */
const CONTROLS = {
  fail: control(
    v.object({
      call: callId,
      status: v.union([
        v.literal('network'),
        v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
      ]),
      code: v.optional(v.string()),
      detail: v.optional(v.string()),
      // JSON has no Infinity: null stands for "until cleared".
      times: v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.null()])),
      fields: v.optional(v.record(v.string(), v.string())),
    }),
    ({ call, status, code, detail, times, fields }, { controls }) =>
      controls.fail(call, status, {
        code,
        detail,
        fields,
        times: times === null ? Infinity : times,
      }),
  ),
  drop: control(
    v.object({
      call: callId,
      // JSON has no Infinity: null stands for "until cleared".
      times: v.optional(v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.null()])),
    }),
    ({ call, times }, { controls }) => controls.drop(call, times === null ? Infinity : times),
  ),
  hold: control(v.object({ call: callId }), ({ call }, { controls }) => {
    controls.hold(call);
  }),
  release: control(v.object({ call: callId }), ({ call }, controlled) => controlled.release(call)),
  clear: control(v.object({ call: v.optional(callId) }), ({ call }, { controls }) =>
    controls.clear(call),
  ),
};

const pixOutcome = v.object({
  outcome: v.picklist(['paid', 'expired']),
  pixId: v.optional(v.string()),
});

/** `POST /__sandbox/pix {outcome, pixId?}`: the bank's answer to a pending Pix (the last one issued by default). */
async function settle({ request, settlePix }: ExtraContext): Promise<Response> {
  const text = await request.text();
  const parsed = v.safeParse(pixOutcome, text ? (JSON.parse(text) as unknown) : {});
  if (!parsed.success) {
    return missingFields(v.summarize(parsed.issues));
  }
  const settled = settlePix(parsed.output.outcome, parsed.output.pixId);
  return settled
    ? json(200, { ok: true })
    : json(404, { success: false, message: 'cant_find_pix' });
}

async function runControl(
  name: keyof typeof CONTROLS,
  { request, controlled }: ExtraContext,
): Promise<Response> {
  const text = await request.text();
  return CONTROLS[name](text ? (JSON.parse(text) as unknown) : {}, controlled);
}

/** The answer for a non-contract path, or null when the path belongs to the contract. */
export function extraRoutes(context: ExtraContext): Response | Promise<Response> | null {
  const { request, url } = context;
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /health') return json(200, { ok: true });
  if (route === 'GET /idp/authorize') return identityProviderPage(context);
  if (route === 'POST /idp/approve') return approve(context);
  if (request.method === 'GET' && url.pathname.startsWith('/files/')) return file(context);
  const module = request.method === 'GET' ? moduleOfPath(url.pathname) : null;
  if (module) return modulePage(module);
  const slip = request.method === 'GET' ? slipIdOf(url.pathname) : null;
  if (slip !== null) return slipPage(context.db(), slip);
  const bill = request.method === 'GET' ? billIdOf(url.pathname) : null;
  if (bill !== null) return billPage(context.db(), bill);
  const note = request.method === 'GET' ? nfseIdOf(url.pathname) : null;
  if (note !== null) return nfsePage(context.db(), note, context.now);
  if (route === 'POST /__sandbox/reset') {
    context.reset();
    return json(200, { ok: true });
  }
  if (route === 'GET /__sandbox/outbox') return json(200, context.db().outbox);
  if (route === 'POST /__sandbox/field-speed') {
    return collectFieldSpeed(context.db(), context.request, context.now);
  }
  if (route === 'GET /__sandbox/field-speed') return json(200, context.db().fieldSpeed);
  if (route === 'GET /__sandbox/release-health') return json(200, releaseHealth(context.db()));
  const tracked = trackerRoutes(context.db(), request, url, context.now);
  if (tracked) return tracked;
  if (route === 'POST /__sandbox/pix') return settle(context);
  const name = /^POST \/__sandbox\/(fail|drop|hold|release|clear)$/.exec(route)?.[1];
  if (name) return runControl(name as keyof typeof CONTROLS, context);
  return null;
}
