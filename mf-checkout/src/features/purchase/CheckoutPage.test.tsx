import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../flows/renderCheckout';

// /checkout by account state (issue 51): who may choose a plan there, and what the others get.
const page = installPageSandbox();
const userOf = (email: string) => page.sandbox.db().users.find((user) => user.email === email)!;
const plans = () => within(screen.getByRole('group', { name: 'Planos' }));

afterEach(() => sessionStore.getState().logout());

describe('/checkout', () => {
  it('offers a trial owner every plan and the trial', async () => {
    await renderCheckout('/checkout', { session: page.sessionOf('super.teste@demo.com.br') });
    expect(await screen.findByRole('radio', { name: 'Advanced' })).toBeVisible();
    expect(plans().getByRole('radio', { name: 'Teste grátis' })).toBeVisible();
  });

  it('shows the plans to nobody signed in, as the remote’s standalone page meets it', async () => {
    await renderCheckout('/checkout', { session: null });
    expect(await screen.findByRole('radio', { name: 'Advanced' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
  });

  describe('a paying customer (Paula Ribeiro, super.pago)', () => {
    it('is not offered the trial nor a second subscription: it is led to billing', async () => {
      const user = userEvent.setup();
      const { location } = await renderCheckout('/checkout', {
        session: page.sessionOf('super.pago@demo.com.br'),
      });
      expect(
        await screen.findByRole('heading', { name: 'Sua empresa já tem uma assinatura ativa' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Não é preciso contratar de novo: sua assinatura, seus pagamentos e suas cobranças estão na gestão de cobranças.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('radio', { name: 'Teste grátis' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Ir para a gestão de cobranças' }));
      expect(location().pathname).toBe('/gestao-de-cobrancas');
      expect(userOf('super.pago@demo.com.br').choosedPlan).toBe('paid');
    });

    it('is told in Spanish', async () => {
      await renderCheckout('/checkout', {
        session: page.sessionOf('super.pago@demo.com.br'),
        locale: 'es',
      });
      expect(
        await screen.findByRole('heading', { name: 'Su empresa ya tiene una suscripción activa' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Ir a la gestión de cobros' })).toBeVisible();
    });
  });

  describe('a colleague who is not the super user (Otávio Lima, co)', () => {
    it('is told the super user buys, and goes home', async () => {
      const user = userEvent.setup();
      const { location } = await renderCheckout('/checkout', {
        session: page.sessionOf('co@demo.com.br'),
      });
      expect(
        await screen.findByRole('heading', { name: 'Quem contrata é o superusuário' }),
      ).toBeVisible();
      expect(
        screen.getByText(
          'Somente o superusuário da sua empresa pode escolher e contratar um plano. Fale com ele para mudar de plano.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Ir para Minha conta' }));
      expect(location().pathname).toBe('/');
    });

    it('is told in Spanish', async () => {
      await renderCheckout('/checkout', {
        session: page.sessionOf('co@demo.com.br'),
        locale: 'es',
      });
      expect(
        await screen.findByRole('heading', { name: 'Quien contrata es el superusuario' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Ir a Mi cuenta' })).toBeVisible();
    });
  });

  it('tells a user whose choice the server refuses (403): never a silent failure', async () => {
    const user = userEvent.setup();
    // Signed in as the super user; the status was handed over since (the server answers 403).
    const session = page.sessionOf('super.teste@demo.com.br');
    userOf('super.teste@demo.com.br').isSuperUser = false;
    const { location } = await renderCheckout('/checkout', { session });
    await user.click(await screen.findByRole('radio', { name: 'Essential' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sua escolha não foi registrada');
    expect(alert).toHaveTextContent(
      'Somente o superusuário da sua empresa pode escolher e contratar um plano.',
    );
    expect(location().pathname).toBe('/checkout');
  });

  describe('a late company (Lúcia Prado, super.atrasado)', () => {
    const LATE = 'super.atrasado@demo.com.br';

    it('chooses a plan again, without the trial, and continues to its checkout', async () => {
      const user = userEvent.setup();
      const { location } = await renderCheckout('/checkout', { session: page.sessionOf(LATE) });
      expect(await screen.findByRole('radio', { name: 'Enterprise' })).toBeVisible();
      expect(plans().queryByRole('radio', { name: 'Teste grátis' })).toBeNull();
      await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await waitFor(() => expect(location().pathname).toBe('/start'));
      expect(userOf(LATE)).toMatchObject({ choosedPlan: 'paid', selectedPlans: ['en'] });
      // Its checkout opens on the plan just chosen; billing stays its entry until it pays.
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Plano' }, { timeout: 5000 }),
      ).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
      expect(sessionStore.getState().session).toMatchObject({
        finishedCheckout: true,
        validSubscription: 'false',
      });
    });
  });

  it('goes on to /start while a purchase is under way there', async () => {
    const owner = userOf('super.trial@demo.com.br');
    Object.assign(owner, { finishedPlanChoice: true, choosedPlan: 'paid' });
    const { location } = await renderCheckout('/checkout', {
      session: page.sessionOf('super.trial@demo.com.br'),
    });
    // Onboarding is next there.
    expect(await screen.findByRole('button', { name: 'Começar' })).toBeVisible();
    expect(location().pathname).toBe('/start');
  });
});
