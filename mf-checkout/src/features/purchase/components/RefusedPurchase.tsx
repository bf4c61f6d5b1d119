import { Navigate } from '@portal/router';
import { PURCHASE_NEXT_PATH, type PurchaseDecision } from '@portal/session/purchase';
import { PurchaseRefusal } from './PurchaseRefusal';

/**
 * A purchase page the rule refuses to this account: told why with its way forward, or, where the
 * rule says so, moved on at once to where the account stands (both purchase pages).
 */
export function RefusedPurchase({
  decision,
}: {
  readonly decision: Extract<PurchaseDecision, { allowed: false }>;
}) {
  return decision.explained ? (
    <PurchaseRefusal reason={decision.reason} next={decision.next} />
  ) : (
    <Navigate to={PURCHASE_NEXT_PATH[decision.next]} replace />
  );
}
