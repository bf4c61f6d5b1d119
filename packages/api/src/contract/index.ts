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

/**
 * Calls of spec §7 the backend serves (and so the sandbox) that no page of the portal makes:
 * `api` has no function for them. Why, per call: README, "Calls not used by the portal".
 */
export const NOT_CALLED_BY_PORTAL = [
  'completeSso',
  'companyOfEmail',
] as const satisfies readonly CallId[];

/** The calls the portal makes: one function of `api` each. */
export type PortalCallId = Exclude<CallId, (typeof NOT_CALLED_BY_PORTAL)[number]>;
