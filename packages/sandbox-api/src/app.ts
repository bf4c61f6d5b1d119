// The sandbox as one fetch-style function: Request in, Response out. The HTTP server, Jest
// (in-process, no port) and Storybook all call this same function.
import * as v from 'valibot';
import {
  CALLS,
  pathParams,
  type ApiBase,
  type CallDefinition,
  type CallId,
} from '@portal/api/contract';
import type { Db } from './db';
import { refusalReply, Refusal, type Caller, type Handler, type Reply } from './context';
import { createControls, DROP, networkFailure, type SandboxControls } from './controls';
import { HANDLERS } from './handlers';
import { onceByKey } from './idempotency';
import { settlePix } from './pix';
import { extraRoutes } from './pages';
import { seed } from './seed';
import { randomFrom } from './random';
import { CORS_HEADERS, json, toBase64 } from './respond';

/** Where each base address lives on the sandbox (the runtime configs point here). */
export const BASE_PREFIXES: Readonly<Record<ApiBase, string>> = {
  user: '/user',
  execution: '/execution',
  implementation: '/implementation',
  management: '/management',
  cardProvider: '/card-provider',
  postalLookup: '/postal',
};

export interface SandboxOptions {
  /** The clock; fixed in tests. */
  readonly now?: () => Date;
  /** Data to start from (a saved file); a fresh seed otherwise. */
  readonly data?: Db;
  /** Called after every change, e.g. to save the data file. */
  readonly onChange?: (db: Db) => void;
  /** Check every answer against the contract and fail loudly on a mismatch (tests). */
  readonly strict?: boolean;
}

export interface Sandbox extends SandboxControls {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly db: () => Db;
  /** Back to the seed, with no call failing or held (tests). */
  readonly reset: () => void;
  /**
   * What the bank's answer does to a pending Pix (ADR 013): `paid` pays it and its charge,
   * `expired` runs its time out. `pixId` names it; without one, the last Pix issued. Returns
   * whether a pending Pix was there to settle.
   */
  readonly settlePix: (outcome: 'paid' | 'expired', pixId?: string) => boolean;
}

interface Route {
  readonly call: CallDefinition;
  readonly pattern: RegExp;
  readonly names: string[];
  readonly specificity: number;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const ROUTES: Route[] = Object.values(CALLS as Record<string, CallDefinition>)
  .map((call) => {
    const names = pathParams(call.path);
    const source = trimSlash(`${BASE_PREFIXES[call.base]}${call.path}`)
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return { call, names, pattern: new RegExp(`^${source}/?$`), specificity: -names.length };
  })
  // Fixed segments before parameters: /company/logotype before /company/:id.
  .sort((a, b) => b.specificity - a.specificity);

async function readBody(request: Request, call: CallDefinition): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  if (call.multipart) {
    const form = await request.formData().catch(() => {
      throw new Refusal(400, 'missing_fields', 'the body must be multipart form data');
    });
    const files = await Promise.all(
      form
        .getAll('files[]')
        .filter((part): part is File => typeof part !== 'string')
        .map(async (file) => ({
          name: file.name,
          type: file.type,
          size: file.size,
          base64: toBase64(new Uint8Array(await file.arrayBuffer())),
        })),
    );
    return { files };
  }
  const text = await request.text();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Refusal(400, 'missing_fields', 'the body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** One flat object of the request, as the call's schema reads it (see `CallDefinition.request`). */
function rawInput(
  call: CallDefinition,
  request: Request,
  query: Record<string, string>,
  body: Record<string, unknown>,
  params: Record<string, string>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {
    ...(call.method === 'GET' || call.method === 'DELETE' || call.query ? query : {}),
    ...body,
    ...params,
  };
  // A header field comes from its header only, never from the body or the query string.
  for (const [field, header] of Object.entries(call.headers ?? {})) {
    const value = request.headers.get(header);
    if (value === null) delete input[field];
    else input[field] = value;
  }
  return input;
}

function findRoutes(method: string, pathname: string) {
  return ROUTES.flatMap((route) => {
    if (route.call.method !== method) return [];
    const match = route.pattern.exec(pathname);
    if (!match) return [];
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
    } catch {
      return [];
    }
    return [{ route, params }];
  });
}

function callerOf(db: Db, request: Request, now: Date): Caller | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = /^Bearer (\S+)$/.exec(header)?.[1];
  if (!token) return null;
  const session = db.sessions[token];
  if (!session || new Date(session.expiresAt) <= now) return null;
  const user = db.users.find((candidate) => candidate._id === session.userId);
  const company = user && db.companies.find((candidate) => candidate.id === user.companyId);
  if (!user || !company) return null;
  return { user, company, token, isAdmin: user.attributions.includes('sales') };
}

/** The call a request is for, before any access check (for the test controls only). */
async function identify(request: Request): Promise<CallId | null> {
  const url = new URL(request.url);
  const candidates = findRoutes(request.method, url.pathname.replace(/\/{2,}/g, '/'));
  const [first] = candidates;
  if (!first || candidates.length === 1) return (first?.route.call.id as CallId) ?? null;
  // Two calls on one path: the request decides, as in dispatch.
  const body = await readBody(request, first.route.call).catch(() => ({}));
  const query = Object.fromEntries(url.searchParams);
  const chosen = candidates.find(({ route, params }) =>
    v.is(route.call.request, rawInput(route.call, request, query, body, params)),
  );
  return (chosen ?? first).route.call.id as CallId;
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? (() => new Date());
  let db: Db = options.data ?? seed(now());
  let random = randomFrom(db.sequence + 1);
  const controlled = createControls();

  async function dispatch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    const extra = extraRoutes({
      db: () => db,
      request,
      url,
      now: now(),
      reset,
      settlePix: settle,
      controlled,
    });
    if (extra) return extra;

    const pathname = url.pathname.replace(/\/{2,}/g, '/');
    const candidates = findRoutes(request.method, pathname);
    if (candidates.length === 0)
      return json(404, { success: false, message: 'general_get_error', detail: 'no such call' });

    // Who asks comes before what they ask: a stranger learns nothing from validation errors.
    const at = now();
    const caller = callerOf(db, request, at);
    const accesses = new Set(candidates.map(({ route }) => route.call.access));
    if (!accesses.has('public') && !caller) {
      return json(401, { success: false, message: 'not_found_session' });
    }
    if (accesses.size === 1 && accesses.has('admin') && !caller?.isAdmin) {
      return json(403, { success: false, message: 'unauthorized' });
    }

    const body = await readBody(request, candidates[0]!.route.call);
    const query = Object.fromEntries(url.searchParams);
    // Two calls may share a path (GET /discount/ and GET /discount/?id): the request decides.
    let chosen: { call: CallDefinition; input: unknown } | null = null;
    let firstIssue = '';
    for (const { route, params } of candidates) {
      const parsed = v.safeParse(
        route.call.request,
        rawInput(route.call, request, query, body, params),
      );
      if (parsed.success) {
        chosen = { call: route.call, input: parsed.output };
        break;
      }
      firstIssue ||= v.summarize(parsed.issues);
    }
    if (!chosen)
      return json(400, { success: false, message: 'missing_fields', detail: firstIssue });

    const { call, input } = chosen;
    if (call.access !== 'public' && !caller) {
      return json(401, { success: false, message: 'not_found_session' });
    }
    if (call.access === 'admin' && !caller?.isAdmin) {
      return json(403, { success: false, message: 'unauthorized' });
    }

    const handle: Handler | undefined = HANDLERS[call.id as CallId];
    if (!handle)
      return json(501, {
        success: false,
        message: 'general_get_error',
        detail: `${call.id} is not served`,
      });
    let reply: Reply;
    const before = db.sequence;
    try {
      reply = onceByKey(db, call, caller, input as Record<string, unknown>, at, () =>
        handle({
          db,
          input: input as never,
          caller: caller as Caller,
          now: at,
          origin: request.headers.get('Origin') ?? 'http://localhost:8080',
          self: url.origin,
          nextId: (prefix) => `${prefix}-${(db.sequence += 1).toString(36)}`,
          random,
        }),
      );
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, refusalReply(error).body);
      throw error;
    }
    if (
      options.strict &&
      reply.status < 300 &&
      !(call.success ?? [200, 201]).includes(reply.status)
    ) {
      throw new Error(`${call.id} answered ${reply.status}, not one of its success statuses`);
    }
    if (options.strict && (call.success ?? [200, 201]).includes(reply.status)) {
      const checked = v.safeParse(call.response, reply.body);
      if (!checked.success)
        throw new Error(`${call.id} broke its contract: ${v.summarize(checked.issues)}`);
    }
    if (call.method !== 'GET' || db.sequence !== before) options.onChange?.(db);
    return json(reply.status, reply.body);
  }

  function settle(outcome: 'paid' | 'expired', pixId = db.pix.at(-1)?.pixId ?? ''): boolean {
    const settled = settlePix(db, pixId, outcome, now());
    if (settled) options.onChange?.(db);
    return settled;
  }

  function reset() {
    controlled.controls.clear();
    db = seed(now());
    random = randomFrom(db.sequence + 1);
    options.onChange?.(db);
  }

  async function answer(request: Request): Promise<Response> {
    try {
      return await dispatch(request);
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, refusalReply(error).body);
      if (error instanceof SyntaxError) {
        return json(400, {
          success: false,
          message: 'missing_fields',
          detail: 'the body is not JSON',
        });
      }
      if (options.strict) throw error;
      console.error('[sandbox]', error);
      return json(500, { success: false, message: 'general_get_error' });
    }
  }

  return {
    async fetch(request) {
      if (controlled.active()) {
        const call = await identify(request.clone());
        // Outside `answer`: a forced network failure rejects, as a browser's fetch does.
        const forced = call && (await controlled.intercept(call));
        if (forced === DROP) {
          // Carried out; the answer is lost on the way back.
          await answer(request);
          throw networkFailure();
        }
        if (forced) return forced;
      }
      return answer(request);
    },
    db: () => db,
    reset,
    settlePix: settle,
    ...controlled.controls,
  };
}
