import { useSession } from '@portal/session';
import {
  purchaseDecision,
  type PurchaseDecision,
  type PurchasePage,
} from '@portal/session/purchase';

/**
 * What `page` shows to the signed-in account now (the purchase path's rule, `@portal/session`):
 * null without a session. Follows the session, so a recorded step moves the page on.
 */
export function usePurchaseDecision(page: PurchasePage): PurchaseDecision | null {
  const session = useSession((state) => state.session);
  return session ? purchaseDecision(session, page) : null;
}
