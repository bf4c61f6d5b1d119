// The proposed calls on a client of one's own (tests, the sandbox's own checks): the portal's
// pages use `proposedApi`, which loads them.
import { CONTRACT_PIECES } from '../contract/pieces';
import { bindCalls } from './api';
import type { ApiClient } from './http';
import { bindProposedCalls, type ProposedApi } from './proposed';

export const createProposedApi = (client: ApiClient): ProposedApi =>
  bindProposedCalls(client, CONTRACT_PIECES, bindCalls);
