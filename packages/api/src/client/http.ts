// The one HTTP client: a description of the contract in, a parsed answer or an ApiError out.
import ky, { isHTTPError, isTimeoutError, type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { reportError } from '@portal/telemetry';
import {
  cardErrors,
  errorBody,
  isIdempotentRead,
  isMessageCode,
  type ApiBase,
  type CallDefinition,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import { ApiError, isApiError } from './errors';

export type ApiBases = Readonly<Record<ApiBase, string>>;

export interface RetryPolicy {
  /** How many times a failed read is repeated (writes never are). */
  readonly limit: number;
  /** The first wait; it doubles on each attempt, up to 3 s. */
  readonly backoffMs?: number;
}

export interface ApiClientOptions {
  /** The base addresses, or a function that reads them at each call (the runtime config). */
  readonly bases: ApiBases | (() => ApiBases);
  readonly getToken: () => string | null | undefined;
  /** Called when the session the token belongs to is refused; it should end the session. */
  readonly onSessionExpired: () => void;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
  readonly retry?: RetryPolicy;
}

export interface CallOptions {
  /**
   * Abandons the call when aborted (TanStack Query's `signal`): the request is cancelled and the
   * call rejects with the signal's reason, which is no failure to report.
   */
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  call<C extends CallDefinition>(
    definition: C,
    input: RequestOf<C>,
    options?: CallOptions,
  ): Promise<ResponseOf<C>>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_RETRY: Required<RetryPolicy> = { limit: 2, backoffMs: 300 };
const MAX_BACKOFF_MS = 3_000;
/** Statuses worth asking again (a read only): the request did not reach a working server. */
const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
const DEFAULT_SUCCESS: readonly number[] = [200, 201];
const NOT_JSON = Symbol('not JSON');

type Fields = Readonly<Record<string, unknown>>;

function queryValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(queryValues);
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/**
 * Fills the `:name` segments; the `headers` fields go to their headers; the fields left go to the
 * query string or the JSON body.
 */
function buildRequest(definition: CallDefinition, fields: Fields) {
  const inPath = new Set<string>();
  const path = definition.path
    .replace(/:([A-Za-z]+)/g, (_, name: string) => {
      inPath.add(name);
      const value = fields[name];
      if (value === undefined || value === null || value === '') {
        throw new ApiError({
          kind: 'invalid-request',
          code: 'missing_fields',
          callId: definition.id,
          fieldErrors: { [name]: 'missing' },
        });
      }
      return encodeURIComponent(String(value));
    })
    // ky joins the path to the base address itself.
    .replace(/^\//, '');
  const readsOnly = definition.method === 'GET' || definition.method === 'DELETE';
  const searchParams = new URLSearchParams();
  const json: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (inPath.has(name) || value === undefined) continue;
    const header = definition.headers?.[name];
    if (header) {
      if (value !== null) headers[header] = String(value);
    } else if (readsOnly || definition.query?.includes(name)) {
      for (const item of queryValues(value)) searchParams.append(name, item);
    } else {
      json[name] = value;
    }
  }
  return { path, searchParams, headers, json: readsOnly ? undefined : json };
}

/** The fields that travel in the body, not in a header. */
function withoutHeaders(definition: CallDefinition, fields: Fields): Fields {
  const { headers } = definition;
  if (!headers) return fields;
  return Object.fromEntries(
    Object.entries(fields).filter(([name]) => !Object.hasOwn(headers, name)),
  );
}

/** The body of a multipart call: an array field `files` travels as `files[]` parts. */
function formOf(fields: Fields, callId: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const key = Array.isArray(value) ? `${name}[]` : name;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      try {
        if (typeof item !== 'object') form.append(key, String(item));
        // With a file name FormData takes only a real file (even one from another frame) and
        // throws for anything else, where without one it would send "[object Object]".
        else form.append(key, item as Blob, (item as Partial<File>).name ?? 'blob');
      } catch {
        throw new ApiError({
          kind: 'invalid-request',
          code: 'missing_fields',
          callId,
          fieldErrors: { [name]: 'not-a-file' },
        });
      }
    }
  }
  return form;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** A 2xx whose body still says `success: false` with a message is a refusal too. */
function saysFailure(body: unknown): boolean {
  return v.is(errorBody, body) && body.success === false;
}

/** Where the answer differs from the schema: paths and expectations, never the values. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]) {
  return issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '(root)',
    type: issue.type,
    expected: issue.expected,
  }));
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const instances = new Map<ApiBase, { prefixUrl: string; instance: KyInstance }>();
  const currentToken = () => options.getToken() || null;

  function instanceFor(base: ApiBase): KyInstance {
    const bases = typeof options.bases === 'function' ? options.bases() : options.bases;
    const prefixUrl = bases[base];
    const cached = instances.get(base);
    if (cached?.prefixUrl === prefixUrl) return cached.instance;
    const instance = ky.create({
      prefixUrl,
      timeout: timeoutMs,
      headers: { accept: 'application/json' },
      // Read at each request, so a test or the page can swap the global fetch later.
      fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    });
    instances.set(base, { prefixUrl, instance });
    return instance;
  }

  function retryFor(definition: CallDefinition): Options['retry'] {
    // A write that failed may still have reached the server: never send it twice.
    if (!isIdempotentRead(definition)) return 0;
    return {
      limit: retry.limit,
      methods: ['get'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [429, 503],
      maxRetryAfter: MAX_BACKOFF_MS,
      delay: (attempt) => Math.min(retry.backoffMs * 2 ** (attempt - 1), MAX_BACKOFF_MS),
    };
  }

  /** Ends the session once: not again for a token already dropped or replaced by a new login. */
  function expire(definition: CallDefinition, sentToken: string | null) {
    if (definition.access !== 'public' && currentToken() === sentToken) options.onSessionExpired();
  }

  function failure(
    definition: CallDefinition,
    status: number,
    body: unknown,
    sentToken: string | null,
  ): ApiError {
    const callId = definition.id;
    if (definition.base === 'cardProvider' && status === 422) {
      const refused = v.safeParse(cardErrors, body);
      const fieldErrors = refused.success
        ? Object.fromEntries(refused.output.errors.map((error) => [error.parameter, error.message]))
        : {};
      return new ApiError({ kind: 'card-rejected', status, callId, fieldErrors });
    }
    const parsed = v.safeParse(errorBody, body);
    const message = parsed.success ? parsed.output.message : undefined;
    const detail = parsed.success ? parsed.output.detail : undefined;
    const code = isMessageCode(message) ? message : 'unknown';
    const refusedSession = status === 401 && definition.access !== 'public';
    if (code === 'not_found_session' || refusedSession) {
      expire(definition, sentToken);
      return new ApiError({
        kind: 'session-expired',
        code: code === 'unknown' ? 'not_found_session' : code,
        status,
        callId,
        detail,
      });
    }
    return new ApiError({ kind: 'backend', code, status, callId, detail });
  }

  async function send(
    definition: CallDefinition,
    input: unknown,
    { signal }: CallOptions = {},
  ): Promise<unknown> {
    const callId = definition.id;
    const request = v.safeParse(definition.request, input ?? {});
    if (!request.success) {
      const fieldErrors = Object.fromEntries(
        describeIssues(request.issues).map(({ path, type }) => [path, type]),
      );
      throw new ApiError({ kind: 'invalid-request', code: 'missing_fields', callId, fieldErrors });
    }
    const sentToken = definition.access === 'public' ? null : currentToken();
    if (definition.access !== 'public' && !sentToken) {
      expire(definition, sentToken);
      throw new ApiError({ kind: 'session-expired', code: 'not_found_session', callId });
    }
    const { path, searchParams, headers, json } = buildRequest(
      definition,
      request.output as Fields,
    );
    // The schema checked the files' name, type and size; the parts are the files themselves.
    const payload = definition.multipart
      ? { body: formOf(withoutHeaders(definition, input as Fields), callId) }
      : { json };

    let response: Response;
    try {
      response = await instanceFor(definition.base)(path, {
        method: definition.method,
        searchParams,
        ...payload,
        headers: {
          ...headers,
          // Only ever in a header: a token in a URL ends up in logs and histories.
          ...(sentToken ? { authorization: `Bearer ${sentToken}` } : {}),
        },
        retry: retryFor(definition),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (isHTTPError(error)) response = error.response;
      else if (isTimeoutError(error)) throw new ApiError({ kind: 'timeout', callId, cause: error });
      else throw new ApiError({ kind: 'network', callId, cause: error });
    }

    const body = await readBody(response);
    const { status } = response;
    if (!(definition.success ?? DEFAULT_SUCCESS).includes(status) || saysFailure(body)) {
      throw failure(definition, status, body, sentToken);
    }
    const answer = v.safeParse(definition.response, body);
    if (answer.success) return answer.output;
    const error = new ApiError({ kind: 'invalid-response', status, callId });
    reportError({
      phase: 'api-response',
      error,
      context: {
        callId,
        method: definition.method,
        path: definition.path,
        status,
        issues:
          body === NOT_JSON
            ? [{ path: '(root)', type: 'json', expected: 'JSON' }]
            : describeIssues(answer.issues),
      },
    });
    throw error;
  }

  return {
    async call<C extends CallDefinition>(
      definition: C,
      input: RequestOf<C>,
      options?: CallOptions,
    ): Promise<ResponseOf<C>> {
      try {
        return (await send(definition, input, options)) as ResponseOf<C>;
      } catch (error) {
        if (isApiError(error) || options?.signal?.aborted) throw error;
        // Anything else (a base address missing, a fetch that threw) is a failure to reach the server.
        throw new ApiError({ kind: 'network', callId: definition.id, cause: error });
      }
    },
  };
}
