// Every call of the contract as a typed function, bound to the portal's config and session.
import {
  CALLS,
  NOT_CALLED_BY_PORTAL,
  type CallDefinition,
  type PortalCallId,
  type RequestOf,
  type ResponseOf,
} from '../contract';
import type { ApiClient, CallOptions } from './http';
import { createUploader } from './upload';

type Calls = typeof CALLS;

/**
 * A call as a function; one whose fields are all optional may be called without argument. A
 * read may be given a signal that abandons it (a newer search replacing an older one).
 */
export type CallFunction<C extends CallDefinition> =
  Partial<RequestOf<C>> extends RequestOf<C>
    ? (input?: RequestOf<C>, options?: CallOptions) => Promise<ResponseOf<C>>
    : (input: RequestOf<C>, options?: CallOptions) => Promise<ResponseOf<C>>;

/** One function per call id; the upload takes the files themselves. */
export type Api = {
  readonly [K in Exclude<PortalCallId, 'uploadFiles'>]: CallFunction<Calls[K]>;
} & {
  readonly uploadFiles: ReturnType<typeof createUploader>;
};

const NOT_CALLED: ReadonlySet<string> = new Set(NOT_CALLED_BY_PORTAL);

/** The calls bound to `client` (tests bind them to a client with their own `fetch`). */
export function createApi(client: ApiClient): Api {
  const calls = Object.fromEntries(
    Object.entries(CALLS)
      .filter(([id]) => !NOT_CALLED.has(id))
      .map(([id, definition]: [string, CallDefinition]) => [
        id,
        (input?: RequestOf<CallDefinition>, options?: CallOptions) =>
          client.call(definition, input, options),
      ]),
  );
  return { ...calls, uploadFiles: createUploader(client) } as Api;
}
