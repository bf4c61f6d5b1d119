// The contract alone (valibot and the pure @portal/domain only): what the client and the sandbox
// both build on.
import * as calls from './calls';
import type { ProposedCallId } from './proposed';

export * from './define';
export * from './codes';
export * from './entities';
export * from './calls';
// The calls proposed beyond the spec are `@portal/api/contract/proposed`, built from these pieces
// (ADR 013): not re-exported, they stay out of every page's client.
export type {
  DocumentsOfCharge,
  ProposedCallId,
  ProposedCalls,
  ProposedMessageCode,
} from './proposed';
export { CONTRACT_PIECES } from './pieces';

type Calls = typeof calls;
type CallName = {
  [K in keyof Calls]: Calls[K] extends { id: string; method: string } ? K : never;
}[keyof Calls];

/** A call of spec §7, by id. */
export type SpecCallId = CallName;
/** Every call, of spec §7 (`CALLS`) or proposed beyond it (`proposedContract`). */
export type CallId = SpecCallId | ProposedCallId;
/** Every call of spec §7, by id. */
export const CALLS = Object.fromEntries(
  Object.entries(calls).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'method' in value,
  ),
) as { [K in SpecCallId]: Calls[K] };

/**
 * Calls of spec §7 the backend serves (and so the sandbox) that no page of the portal makes:
 * `api` has no function for them. Why, per call: README, "Calls not used by the portal".
 */
export const NOT_CALLED_BY_PORTAL = [
  'completeSso',
  'companyOfEmail',
] as const satisfies readonly SpecCallId[];

/** The calls the portal makes: one function of `api` each. */
export type PortalCallId = Exclude<SpecCallId, (typeof NOT_CALLED_BY_PORTAL)[number]>;
