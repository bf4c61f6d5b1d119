import type { QueryClient } from '@tanstack/react-query';
import { signedInAccount } from '@portal/api/queries';
import { billHistoryQuery, subscriptionsQuery } from '@portal/billing/queries';
import { remote } from '../../../remote';

// The page's reads are the billing domain's (`@portal/billing/queries`: `useSubscriptions`,
// `useBillHistory`, one key factory shared with mf-checkout), each given `remote` so its failure
// is logged (spec §8: only logged, under this remote's name) before the page offers a retry.

/**
 * Starts the page's first reads before it opens (the route's `preload`): the subscriptions,
 * then each one's bill history (where a slip owed shows first); none signed out. A page
 * rendered ahead starts no read of its own until it is shown, so without the histories here
 * the click itself sent them.
 */
export async function prefetchChargesPage(client: QueryClient): Promise<void> {
  const account = signedInAccount();
  if (!account) return;
  // A failed read is the page's to show (with its retry), as the page's own read would be.
  const subscriptions = await client
    .fetchQuery(subscriptionsQuery(account.key, remote))
    .catch(() => []);
  await Promise.all(
    subscriptions.map(({ subscriptionId }) =>
      client.prefetchQuery(billHistoryQuery(account.key, subscriptionId, remote)),
    ),
  );
}
