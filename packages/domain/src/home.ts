// The home page's rules (spec 2.2, §4, §6): which module cards open, and who may buy now.
import type { UserRole } from './users';

/** The module a company reaches once its implementation phase is complete (spec 2.2). */
export const EXECUTION_MODULE = 'execucao';

/** Why a module card cannot be opened. The words are the remote's, in its own catalog. */
export type InactiveReason = 'cfo' | 'execution-pending' | 'unavailable';

/** What the rule reads of a card of `GET /my/services/`. */
export interface ModuleCard {
  readonly active: boolean;
  readonly service: { readonly code: string };
}

/**
 * Why a user of `role` cannot open `card`, or null when they can. A cfo opens no module, whatever
 * the server says (spec §6); otherwise a card the server marks inactive is either the execution
 * module, waiting for the implementation to finish, or a module the company does not have.
 */
export function inactiveReason(role: UserRole, card: ModuleCard): InactiveReason | null {
  if (role === 'cfo') return 'cfo';
  if (card.active) return null;
  return card.service.code === EXECUTION_MODULE ? 'execution-pending' : 'unavailable';
}

/** What 'buy now' reads of the signed-in account (the session holds it). */
export interface PlanChooser {
  readonly isSaas: boolean;
  readonly isSuperUser: boolean;
  readonly choosedPlan: 'trial' | 'paid' | null;
}

/** A trial SaaS account whose owner may switch it to a paid plan ('buy now', spec 2.2, §4). */
export const mayBuyNow = (account: PlanChooser): boolean =>
  account.isSaas && account.isSuperUser && account.choosedPlan === 'trial';
