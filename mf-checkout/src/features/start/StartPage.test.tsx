import { screen } from '@testing-library/react';
import { OUTSIDE_HOME } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../testing/renderCheckout';

const page = installPageSandbox();

describe('/start', () => {
  it('shows the plan choice to a super user who has not chosen one', async () => {
    await renderCheckout('/start', { session: page.sessionOf('super.trial@demo.com.br') });
    expect(await screen.findByRole('radio', { name: 'Essential' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible();
  });

  it('shows the onboarding once the plan is chosen and onboarding is not finished', async () => {
    const owner = page.sandbox.db().users.find((user) => user.email === 'super.trial@demo.com.br')!;
    owner.finishedPlanChoice = true;
    owner.choosedPlan = 'trial';
    await renderCheckout('/start', { session: page.sessionOf('super.trial@demo.com.br') });
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Essential' })).not.toBeInTheDocument();
  });

  it('sends home someone with nothing left to do', async () => {
    const { location } = await renderCheckout('/start', {
      session: page.sessionOf('super.pago@demo.com.br'),
    });
    expect(await screen.findByText(OUTSIDE_HOME)).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });
});
