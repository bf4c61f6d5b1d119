import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { OUTSIDE_HOME } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../flows/renderCheckout';

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

  it('sends home a trial owner with nothing left to do', async () => {
    const { location } = await renderCheckout('/start', {
      session: page.sessionOf('super.teste@demo.com.br'),
    });
    expect(await screen.findByText(OUTSIDE_HOME)).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('tells a paying customer it has an active subscription and leads to billing', async () => {
    const user = userEvent.setup();
    const { location } = await renderCheckout('/start', {
      session: page.sessionOf('super.pago@demo.com.br'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Sua empresa já tem uma assinatura ativa' }),
    ).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Teste grátis' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ir para a gestão de cobranças' }));
    expect(location().pathname).toBe('/gestao-de-cobrancas');
  });

  describe('a colleague of a company its super user has not set up yet', () => {
    // Otávio Lima (co, not the super user) of a company whose onboarding is not finished: the
    // onboarding's finish is the super user's (it answers 403 to anyone else).
    const COLLEAGUE = 'co@demo.com.br';
    const colleague = () => {
      const record = page.sandbox.db().users.find((user) => user.email === COLLEAGUE)!;
      record.finishedOnboarding = 'false';
      return page.sessionOf(COLLEAGUE);
    };

    it('is told the super user sets it up, and can sign out to come back later', async () => {
      const user = userEvent.setup();
      const { location } = await renderCheckout('/start', { session: colleague() });
      expect(
        await screen.findByRole('heading', { name: 'Sua empresa ainda está sendo configurada' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Quem configura a conta é o superusuário da sua empresa. Quando ele concluir, entre novamente para usar o portal.',
        ),
      ).toBeVisible();
      // No onboarding whose finish would answer 403.
      expect(screen.queryByRole('button', { name: 'Começar' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      expect(location().pathname).toBe('/login');
      expect(sessionStore.getState().session).toBeNull();
    });

    it('is told in Spanish', async () => {
      await renderCheckout('/start', { session: colleague(), locale: 'es' });
      expect(
        await screen.findByRole('heading', { name: 'Su empresa aún se está configurando' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Salir' })).toBeVisible();
    });
  });

  it('tells a colleague who is not the super user that the super user buys', async () => {
    const user = userEvent.setup();
    const { location } = await renderCheckout('/start', {
      session: page.sessionOf('co@demo.com.br'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Quem contrata é o superusuário' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ir para Minha conta' }));
    expect(location().pathname).toBe('/');
  });

  it('lets a late company buy again: its checkout, with nothing to cancel', async () => {
    await renderCheckout('/start', { session: page.sessionOf('super.atrasado@demo.com.br') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Plano' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Teste grátis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar checkout' })).toBeNull();
  });
});
