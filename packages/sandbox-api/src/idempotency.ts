// Idempotency keys: a call that names a request field as its `Idempotency-Key` header is carried
// out once per caller and key; a repeat gets the first answer again without the handler running
// (no second subscription, no second use of a card token).
import { idempotencyKeyField, type CallDefinition } from '@portal/api/contract';
import type { Caller, Reply } from './context';
import type { Db } from './db';

/** The same key again with another request: a bug of the caller, never a user's situation. */
export const KEY_REUSED: Reply = {
  status: 422,
  body: {
    success: false,
    message: 'idempotency_key_reused',
    detail: 'this idempotency key was first used with another request',
  },
};

/** The request as a stable text (keys sorted at every level), the key itself left out. */
function fingerprint(input: Record<string, unknown>, keyField: string): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, sorted((value as Record<string, unknown>)[name])]),
    );
  };
  const { [keyField]: _key, ...rest } = input;
  return JSON.stringify(sorted(rest));
}

/**
 * Runs `handle` unless the caller already sent this call with this key; remembers a success.
 *
 * A success (2xx) is remembered in the data, with the request it answered; the same key later
 * gets it back (status and body) whatever the data says by then, and the same key with another
 * request gets 422 `idempotency_key_reused`. A refusal (a `Refusal` thrown by the handler, which
 * refuses before it changes anything) is not remembered: the attempt may be sent again with the
 * same key, corrected or not, and is then carried out afresh.
 *
 * Never twice, even for requests at the same moment: handlers are synchronous, and the look-up,
 * the handler and the remembering happen here without yielding, so of two requests with one key
 * the first to get here is carried out and remembered before the other can look.
 */
export function onceByKey(
  db: Db,
  call: CallDefinition,
  caller: Caller | null,
  input: Record<string, unknown>,
  now: Date,
  handle: () => Reply,
): Reply {
  const keyField = idempotencyKeyField(call);
  const key = keyField === undefined ? undefined : input[keyField];
  if (keyField === undefined || typeof key !== 'string') return handle();
  const id = JSON.stringify([call.id, caller?.user._id ?? null, key]);
  const request = fingerprint(input, keyField);
  const earlier = db.idempotentAnswers[id];
  if (earlier) {
    if (earlier.request !== request) return KEY_REUSED;
    return { status: earlier.status, body: JSON.parse(earlier.body) as unknown };
  }
  const reply = handle();
  if (reply.status >= 200 && reply.status < 300) {
    db.idempotentAnswers[id] = {
      request,
      status: reply.status,
      body: JSON.stringify(reply.body),
      at: now.toISOString(),
    };
  }
  return reply;
}
