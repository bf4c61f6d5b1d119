// The calls proposed beyond the spec (ADR 013) as functions: a chunk of their own (definitions,
// schemas, codes), loaded by the first of them (`proposedApi`), never by a page whose features
// are off (their flags). It imports nothing of the client's chunk at run time: what it builds on
// comes as arguments (`../contract/proposed` says why).
import { PROPOSED_CODES, proposedContract, type ProposedCalls } from '../contract/proposed';
import type { ContractPieces } from '../contract/pieces';
import type { bindCalls, CallFunction } from './api';
import type { ApiClient } from './http';

/** The calls proposed beyond the spec, one function each. */
export type ProposedApi = {
  readonly [K in keyof ProposedCalls]: CallFunction<ProposedCalls[K]>;
};

/** The proposed calls bound to `client`; their codes are known to the client from then on. */
export function bindProposedCalls(
  client: ApiClient,
  pieces: ContractPieces,
  bind: typeof bindCalls,
): ProposedApi {
  pieces.knowCodes(PROPOSED_CODES);
  return bind(client, proposedContract(pieces).calls) as ProposedApi;
}
