import { act, screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAccountKey } from '@portal/api/queries';
import { queryCache } from '@portal/api/queries';
import { createRemote } from '@portal/api/remote';
import { sessionStore } from '@portal/session';
import { clearReports, getReports } from '@portal/telemetry';
import { renderWithPortal } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { billingKeys, useFreshBillingReads, useSubscriptions, type ReadingRemote } from './queries';

// The billing reads as two remotes use them: a page that shows the subscriptions (mf-billing),
// and a flow that reads them afresh once (mf-checkout's purchase looking for itself).
const page = installPageSandbox();
const LATE = 'super.atrasado@demo.com.br';
const remote = (name: 'mf_billing' | 'mf_checkout') =>
  createRemote({
    name,
    version: '0.0.0',
    catalogs: { 'pt-BR': noCatalog, es: noCatalog },
    cache: queryCache,
  });
const noCatalog = async () => ({ messages: {} });

afterEach(() => {
  sessionStore.getState().logout();
  clearReports();
});

/** A page of `remote` listing the plan of each subscription, and a button that refreshes them. */
function Plans({ reading }: { readonly reading?: ReadingRemote }) {
  const subscriptions = useSubscriptions(reading);
  const client = useQueryClient();
  const account = useAccountKey();
  if (subscriptions.isError) return <p>falhou</p>;
  return (
    <>
      <p>
        {subscriptions.data
          ? `planos: ${subscriptions.data.map((subscription) => subscription.planCode).join(',')}`
          : '…'}
      </p>
      <button
        onClick={() => client.invalidateQueries({ queryKey: billingKeys.subscriptions(account) })}
      >
        refresh
      </button>
    </>
  );
}

async function show(owner: ReturnType<typeof remote>, reading?: ReadingRemote) {
  return renderWithPortal(
    <owner.Providers>
      <Plans reading={reading} />
    </owner.Providers>,
    { session: page.sessionOf(LATE) },
  );
}

describe('@portal/billing/queries', () => {
  it("reads into the asking remote's own cache, and a write that invalidates billingKeys.subscriptions refreshes it", async () => {
    const billing = remote('mf_billing');
    const checkout = remote('mf_checkout');
    await show(billing, billing);
    const plan = (await screen.findByText(/^planos: /)).textContent!.replace('planos: ', '');
    expect(plan).not.toBe('');
    const key = billingKeys.subscriptions(sessionKey());
    expect(billing.queries.getQueryData(key)).toHaveLength(plan.split(',').length);
    expect(checkout.queries.getQueryData(key)).toBeUndefined();

    // Another plan recorded by the server: the page shows it once its key is invalidated.
    const subscription = page.sandbox
      .db()
      .subscriptions.find((candidate) => plan.split(',').includes(candidate.planCode))!;
    subscription.planCode = 'ewl0800';
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await screen.findByText(/ewl0800/);
  });

  it('logs a failed read under the name of the remote that reads it', async () => {
    page.sandbox.fail('subscriptions', 503, { times: Infinity });
    const billing = remote('mf_billing');
    await show(billing, billing);
    await screen.findByText('falhou');
    expect(getReports()).toContainEqual(
      expect.objectContaining({ phase: 'subscriptions', remote: 'mf_billing' }),
    );
  });

  it('logs nothing when the remote that reads does not give itself: its caller says what follows', async () => {
    page.sandbox.fail('subscriptions', 503, { times: Infinity });
    await show(remote('mf_checkout'));
    await screen.findByText('falhou');
    expect(getReports()).toEqual([]);
  });

  it('reads afresh when asked, whatever the cache holds', async () => {
    const checkout = remote('mf_checkout');
    let fresh: ReturnType<typeof useFreshBillingReads> | undefined;
    function Purchase() {
      fresh = useFreshBillingReads();
      return null;
    }
    await renderWithPortal(
      <checkout.Providers>
        <Purchase />
      </checkout.Providers>,
      { session: page.sessionOf(LATE) },
    );
    const first = await fresh!.subscriptions();
    const changed = page.sandbox
      .db()
      .subscriptions.find((candidate) => candidate.planCode === first[0]!.planCode)!;
    changed.planCode = 'ewl0800';
    const again = await fresh!.subscriptions();
    expect(again.map((subscription) => subscription.planCode)).toContain('ewl0800');
    const bills = await fresh!.billHistory(again[0]!.subscriptionId);
    expect(Array.isArray(bills)).toBe(true);
    await waitFor(() =>
      expect(checkout.queries.getQueryData(billingKeys.subscriptions(sessionKey()))).toEqual(again),
    );
  });
});

/** The account key of the signed-in session, as `useAccountKey` builds it. */
function sessionKey() {
  const session = sessionStore.getState().session!;
  return [session.token, session.company.id] as const;
}
