// What a handler receives and how it answers.
import type { CallId, MessageCode } from '@portal/api/contract';
import type { CompanyRecord, Db, UserRecord } from './db';

export interface Caller {
  readonly user: UserRecord;
  readonly company: CompanyRecord;
  readonly token: string;
  /** A provider administrator (sales group): may use the back-office. */
  readonly isAdmin: boolean;
}

export interface HandlerContext<TInput = Record<string, unknown>> {
  readonly db: Db;
  /** The request after the contract's schema: typed, trimmed, defaults applied. */
  readonly input: TInput;
  /** The signed-in caller, for calls that need one. */
  readonly caller: Caller;
  readonly now: Date;
  /** Where the browser calling us lives (for links back into the portal). */
  readonly origin: string;
  /** This sandbox's own address (for links to its own pages and files). */
  readonly self: string;
  /** A new id, deterministic within a run. */
  readonly nextId: (prefix: string) => string;
  /** Deterministic randomness, seeded per sandbox. */
  readonly random: () => number;
}

export interface Reply {
  readonly status: number;
  readonly body: unknown;
}

export type Handler = (context: HandlerContext<never>) => Reply;
export type Handlers = Partial<Record<CallId, Handler>>;

/** A handler for one call, typed by that call's request. */
export const handler =
  <TInput>(fn: (context: HandlerContext<TInput>) => Reply): Handler =>
  (context) =>
    fn(context as unknown as HandlerContext<TInput>);

export const ok = (
  payload: unknown,
  message: MessageCode = 'get_success',
  status = 200,
): Reply => ({
  status,
  body: { success: true, message, payload },
});

export const done = (message: MessageCode = 'update_success'): Reply => ({
  status: 200,
  body: { success: true, message },
});

/** A refusal with a spec §8 code, thrown from anywhere inside a handler. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly detail?: string,
  ) {
    super(code);
  }
}

export function refuse(status: number, code: MessageCode, detail?: string): never {
  throw new Refusal(status, code, detail);
}

export const refusalReply = ({ status, code, detail }: Refusal): Reply => ({
  status,
  body: { success: false, message: code, ...(detail ? { detail } : {}) },
});
