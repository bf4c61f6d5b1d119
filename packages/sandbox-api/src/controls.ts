// Test controls: a call made to fail, made to wait or carried out with its answer lost, named by
// its contract id, so a test or a story forces an error, a busy state or a lost answer without
// spying on fetch or bending the seed data.
import { CALLS, type CallId, type MessageCode } from '@portal/api/contract';
import { json } from './respond';

/** How a forced failure answers, besides its status. */
export interface Failure {
  /**
   * The spec §8 message code of the body (backend bases only). Without one, the body says only
   * `success: false`, which the client reads as an unknown code; a code outside §8 shows how a
   * page treats a code it does not know.
   */
  readonly code?: MessageCode | (string & {});
  /** The body's `detail` beside the code (backend bases), e.g. a card refusal's reason. */
  readonly detail?: string;
  /** How many requests of the call fail, from the next one (default 1); `Infinity` until cleared. */
  readonly times?: number;
  /** Card provider: the refused fields of its 422, `parameter → message`. */
  readonly fields?: Readonly<Record<string, string>>;
}

/** An HTTP error status, or `'network'`: the request never gets an answer (fetch rejects). */
export type FailureStatus = number | 'network';

/** The requests of a call held back by `hold`. */
export interface Held {
  /** Requests of the call waiting now. */
  readonly waiting: number;
  /** Requests of the call that arrived since `hold()`, waiting or let through (a double submit shows as 2). */
  readonly received: number;
  /** Resolves when a request of the call is waiting (at once if one already is). */
  readonly reached: () => Promise<void>;
  /** Lets the waiting requests go on; later ones pass straight through (and are still counted). */
  readonly release: () => void;
}

export interface SandboxControls {
  /**
   * The next request of `call` (or the next `times`) answers `status` with the body that call's
   * service uses for errors. Failures of one call queue up in the order given.
   */
  readonly fail: (call: CallId, status: FailureStatus, failure?: MessageCode | Failure) => void;
  /**
   * The next request of `call` (or the next `times`; `Infinity` until cleared) is carried out,
   * the data changed as it would be, but its answer never arrives: the page's fetch rejects as
   * for a `'network'` failure, the HTTP server drops the connection after handling it. Queued
   * with the failures of that call, in the order given.
   */
  readonly drop: (call: CallId, times?: number) => void;
  /** Requests of `call` wait from now until `release()` of the handle returned. */
  readonly hold: (call: CallId) => Held;
  /**
   * Forgets the failures and drops not yet used and releases the holds, of `call` or of every
   * call.
   */
  readonly clear: (call?: CallId) => void;
}

interface PendingFailure {
  /** `'drop'`: carried out, answer lost (see `drop`). */
  readonly status: FailureStatus | 'drop';
  readonly failure: Failure;
  left: number;
}

/** What `intercept` makes of a request: an answer instead of the handlers', or a lost answer. */
export const DROP = Symbol('sandbox dropped answer');

interface Hold {
  released: boolean;
  received: number;
  readonly waiting: (() => void)[];
  readonly reached: (() => void)[];
}

const FORCED = Symbol('sandbox network failure');

/** Thrown in the page's fetch for a `'network'` failure or a drop, as a browser's fetch does. */
export const networkFailure = () => new TypeError('Failed to fetch', { cause: FORCED });

/**
 * Whether `error` is a forced `'network'` failure or a drop (the HTTP server then drops the
 * connection).
 */
export const isForcedNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && error.cause === FORCED;

function failureBody(call: CallId, failure: Failure): unknown {
  const { base } = CALLS[call];
  if (base === 'cardProvider') {
    return {
      errors: Object.entries(failure.fields ?? {}).map(([parameter, message]) => ({
        id: 'invalid_parameter',
        parameter,
        message,
      })),
    };
  }
  if (base === 'postalLookup') return { erro: true };
  return {
    success: false,
    ...(failure.code ? { message: failure.code } : {}),
    ...(failure.detail ? { detail: failure.detail } : {}),
  };
}

function checkCall(call: CallId) {
  if (!Object.hasOwn(CALLS, call)) throw new Error(`the contract has no call named ${call}`);
}

function checkTimes(name: string, call: CallId, times: number) {
  if (!(times === Infinity || (Number.isInteger(times) && times > 0))) {
    throw new RangeError(`${name}(${call}): times must be a positive whole number or Infinity`);
  }
}

export type Controlled = ReturnType<typeof createControls>;

export function createControls() {
  const failures = new Map<CallId, PendingFailure[]>();
  const holds = new Map<CallId, Hold>();

  function letGo(hold: Hold) {
    hold.released = true;
    hold.waiting.splice(0).forEach((resume) => resume());
  }

  const controls: SandboxControls = {
    fail(call, status, failure = {}) {
      checkCall(call);
      if (status !== 'network' && !(Number.isInteger(status) && status >= 400 && status <= 599)) {
        throw new RangeError(`fail(${call}): ${status} is not an error status (400–599)`);
      }
      const options = typeof failure === 'string' ? { code: failure } : failure;
      const times = options.times ?? 1;
      checkTimes('fail', call, times);
      failures.set(call, [
        ...(failures.get(call) ?? []),
        { status, failure: options, left: times },
      ]);
    },

    drop(call, times = 1) {
      checkCall(call);
      checkTimes('drop', call, times);
      failures.set(call, [
        ...(failures.get(call) ?? []),
        { status: 'drop', failure: {}, left: times },
      ]);
    },

    hold(call) {
      checkCall(call);
      const previous = holds.get(call);
      if (previous) letGo(previous);
      const hold: Hold = { released: false, received: 0, waiting: [], reached: [] };
      holds.set(call, hold);
      return {
        get waiting() {
          return hold.waiting.length;
        },
        get received() {
          return hold.received;
        },
        reached: () =>
          hold.waiting.length > 0
            ? Promise.resolve()
            : new Promise<void>((resolve) => hold.reached.push(resolve)),
        release: () => letGo(hold),
      };
    },

    clear(call) {
      for (const id of call ? [call] : [...holds.keys()]) {
        const hold = holds.get(id);
        if (hold) letGo(hold);
        holds.delete(id);
      }
      if (call) failures.delete(call);
      else failures.clear();
    },
  };

  return {
    controls,
    /** Releases the current hold of `call` (the HTTP server's `/__sandbox/release`). */
    release(call: CallId) {
      const hold = holds.get(call);
      if (hold) letGo(hold);
    },
    /** Whether any call is controlled (otherwise requests are not even identified). */
    active: () => failures.size > 0 || holds.size > 0,
    /**
     * Applies the controls to a request of `call`: waits while it is held, then answers the
     * failure taken when it arrived, `DROP` to let the handlers carry it out and lose the answer,
     * or null to let the handlers answer.
     */
    async intercept(call: CallId): Promise<Response | typeof DROP | null> {
      const queue = failures.get(call);
      const next = queue?.[0];
      if (queue && next) {
        next.left -= 1;
        if (next.left <= 0) queue.shift();
        if (queue.length === 0) failures.delete(call);
      }
      const hold = holds.get(call);
      if (hold) {
        hold.received += 1;
        if (!hold.released) {
          await new Promise<void>((resume) => {
            hold.waiting.push(resume);
            hold.reached.splice(0).forEach((resolve) => resolve());
          });
        }
      }
      if (!next) return null;
      if (next.status === 'drop') return DROP;
      if (next.status === 'network') throw networkFailure();
      return json(next.status, failureBody(call, next.failure));
    },
  };
}
