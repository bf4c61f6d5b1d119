// The contract alone (valibot and the pure @portal/domain only): what the client and the sandbox
// both build on.
import * as calls from './calls';

export * from './define';
export * from './codes';
export * from './entities';
export * from './calls';

type Calls = typeof calls;
type CallName = {
  [K in keyof Calls]: Calls[K] extends { id: string; method: string } ? K : never;
}[keyof Calls];

/** Every call of spec §7, by id. */
export type CallId = CallName;
export const CALLS = Object.fromEntries(
  Object.entries(calls).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'method' in value,
  ),
) as { [K in CallId]: Calls[K] };
