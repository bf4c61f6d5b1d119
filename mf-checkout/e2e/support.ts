// Helpers shared by mf-checkout's browser tests (not a test file: Jest runs only *.e2e.ts).
import { DEMO_PASSWORD, type Page } from '@portal/testing/browser';

/** A step's heading, once the step is there (not the placeholder a step change paints first). */
export const stepHeading = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 2, name })
    .and(page.locator('xpath=//h2[not(ancestor::*[@aria-busy="true"])]'));

/** A subscription as the sandbox answers it, in what these tests read of it. */
export interface SubscriptionSeen {
  readonly planCode: string;
  readonly status: string;
  readonly paymentMethodCode: string;
}

/** The owner's subscriptions, read at the sandbox (`api`: the user API's base) with their sign-in. */
export async function subscriptionsOf(api: string, email: string): Promise<SubscriptionSeen[]> {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  }).then((response) => response.json());
  const answer = await fetch(`${api}/payment/subscription`, {
    headers: { authorization: `Bearer ${login.payload.token}` },
  }).then((response) => response.json());
  return answer.payload;
}
