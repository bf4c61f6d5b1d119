// How a call of the contract is described. One description serves the client (which builds the
// request and checks the answer) and the sandbox (which routes and validates the same request).
import * as v from 'valibot';

/** The base addresses of the runtime config (`api.*`). */
export type ApiBase =
  'user' | 'execution' | 'implementation' | 'management' | 'cardProvider' | 'postalLookup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make the call: anyone, a signed-in user, or a provider administrator. */
export type CallAccess = 'public' | 'user' | 'admin';

// valibot's generic schema, as the contract stores it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = v.GenericSchema<any, any>;

export interface CallDefinition<
  TRequest extends Schema = Schema,
  TResponse extends Schema = Schema,
> {
  readonly id: string;
  readonly base: ApiBase;
  readonly method: HttpMethod;
  /** Path under the base, with `:name` segments filled from the request's fields of that name. */
  readonly path: string;
  readonly access: CallAccess;
  /**
   * One flat object: fields named in the path fill it; `query` names go to the query string;
   * the rest is the JSON body (or the query string for GET and DELETE).
   */
  readonly request: TRequest;
  readonly response: TResponse;
  /** Request fields sent in the query string of a POST or PUT. */
  readonly query?: readonly string[];
  /**
   * Request fields sent as HTTP headers, `field → header name`: in neither the body nor the
   * query string. The sandbox reads them back from the same headers into the same field.
   */
  readonly headers?: Readonly<Record<string, string>>;
  /** Statuses that mean success (default 200 and 201). */
  readonly success?: readonly number[];
  /** The body is multipart form data (file upload). */
  readonly multipart?: boolean;
}

export type RequestOf<C extends CallDefinition> = v.InferInput<C['request']>;
export type ResponseOf<C extends CallDefinition> = v.InferOutput<C['response']>;

export function defineCall<TRequest extends Schema, TResponse extends Schema>(
  call: CallDefinition<TRequest, TResponse>,
): CallDefinition<TRequest, TResponse> {
  return call;
}

/** The request of a call without input. */
export const noInput = v.strictObject({});

/** The path names of a call (`/my/user/:id/edit` → ['id']). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
}

/**
 * The header of a write that must never happen twice: the server carries out the first request
 * with a key and answers any later one with the same key (and caller) with that first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * An idempotency key: one per attempt of the user (not per request), 8–200 visible ASCII
 * characters, since a header carries nothing else.
 */
export const idempotencyKey = v.pipe(
  v.string(),
  v.minLength(8),
  v.maxLength(200),
  v.regex(/^[\x21-\x7E]+$/, 'visible ASCII only'),
);

/** The request field a call sends as its `Idempotency-Key` header, if it has one. */
export function idempotencyKeyField(call: CallDefinition): string | undefined {
  const wanted = IDEMPOTENCY_KEY_HEADER.toLowerCase();
  return Object.entries(call.headers ?? {}).find(
    ([, header]) => header.toLowerCase() === wanted,
  )?.[0];
}

/** Whether the call reads only, so a failed attempt may be repeated. */
export const isIdempotentRead = (call: CallDefinition): boolean => call.method === 'GET';

/** Every backend answer of the user, execution, implementation and management bases. */
export function envelope<TPayload extends Schema>(payload: TPayload) {
  return v.object({
    success: v.boolean(),
    message: v.optional(v.string()),
    payload,
  });
}

/** An answer that only says how it went. */
export const outcome = v.object({ success: v.boolean(), message: v.optional(v.string()) });

/** A backend error body: the message code of spec §8 (and, for some calls, a detail). */
export const errorBody = v.object({
  success: v.optional(v.literal(false)),
  message: v.string(),
  detail: v.optional(v.string()),
});
