import { screen } from '@testing-library/react';
import type { SessionData } from '@portal/session';
import { aSession } from '@portal/testing/render';
import { renderShell } from '../testing/renderShell';
import { Header } from './Header';

// The header's link to plan selection (spec §2.2), for the states that may buy, and only them.
const paying = aSession();
const onTrial = aSession({ choosedPlan: 'trial', finishedCheckout: false });
const late = aSession({ validSubscription: 'false' });
const colleague = aSession({ isSuperUser: false, attributions: ['auditor'] });
const station = aSession({ isSaas: false });

async function header(session: SessionData | null, locale: 'pt-BR' | 'es' = 'pt-BR') {
  await renderShell(<Header />, { session, locale });
  // The profile menu (lazy, signed-in only) is in: the plans link, lazy too, had its turn.
  if (session) await screen.findByRole('button', { name: /Menu do perfil|Menú del perfil/ });
}

describe('the header’s link to plan selection', () => {
  it.each([
    ['a trial owner', onTrial],
    ['a late company', late],
  ])('leads %s to /checkout', async (_, session) => {
    await header(session);
    expect(await screen.findByRole('link', { name: 'Planos' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it.each([
    ['a paying customer', paying],
    ['a colleague who is not the super user', colleague],
    ['a company that is not SaaS', station],
    ['a visitor', null],
  ])('is not there for %s', async (_, session) => {
    await header(session);
    expect(screen.queryByRole('link', { name: 'Planos' })).toBeNull();
  });

  it('is in Spanish', async () => {
    await header(onTrial, 'es');
    expect(await screen.findByRole('link', { name: 'Planes' })).toBeVisible();
  });
});
