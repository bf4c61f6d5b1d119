// Every call the sandbox serves: spec §7's, and those proposed beyond it (ADR 013), which it
// serves as the backend will.
import { CALLS, CONTRACT_PIECES } from '@portal/api/contract';
import { proposedContract } from '@portal/api/contract/proposed';

export const EVERY_CALL = { ...CALLS, ...proposedContract(CONTRACT_PIECES).calls };
