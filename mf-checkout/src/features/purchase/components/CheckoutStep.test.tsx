import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';

// Cancel checkout (spec §2.6, §4) wherever a paid plan was chosen and nothing is paid yet.
const page = installPageSandbox();
const OWNER = 'super.trial@demo.com.br';
const owner = () => page.sandbox.db().users.find((user) => user.email === OWNER)!;

afterEach(() => sessionStore.getState().logout());

/** Tiago Moreira chose Advanced without the trial and finished onboarding: /start is checkout. */
async function atPaidCheckout(locale: 'pt-BR' | 'es' = 'pt-BR') {
  Object.assign(owner(), {
    finishedPlanChoice: true,
    choosedPlan: 'paid',
    finishedOnboarding: 'true',
    finishedCheckout: false,
    selectedPlans: ['ad'],
  });
  const result = await renderCheckout('/start', { session: page.sessionOf(OWNER), locale });
  await screen.findByRole('heading', { level: 2, name: /^(Plano|Plan)$/ }, { timeout: 5000 });
  return { ...result, user: userEvent.setup() };
}

describe('cancel checkout', () => {
  it('asks first; kept, nothing changes', async () => {
    const { user } = await atPaidCheckout();
    // No back link: there is no trial to go back to.
    expect(screen.queryByRole('button', { name: /Voltar para a plataforma/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancelar checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a compra?' });
    expect(dialog).toHaveAccessibleDescription(
      'A escolha do plano é desfeita e você volta para a seleção de planos. Nada foi cobrado.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar comprando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(owner()).toMatchObject({ finishedPlanChoice: true, finishedCheckout: false });
    expect(screen.getByRole('heading', { level: 2, name: 'Plano' })).toBeVisible();
  });

  it('confirmed, unfinishes checkout and plan choice and lands on plan selection, trial included', async () => {
    const { user, location } = await atPaidCheckout();
    await user.click(screen.getByRole('button', { name: 'Cancelar checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a compra?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar a compra' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primeiros passos' }),
    ).toBeVisible();
    const plans = within(screen.getByRole('group', { name: 'Planos' }));
    expect(plans.getByRole('radio', { name: 'Teste grátis' })).toBeVisible();
    expect(location().pathname).toBe('/start');
    expect(owner()).toMatchObject({ finishedPlanChoice: false, finishedCheckout: false });
    expect(sessionStore.getState().session).toMatchObject({
      finishedPlanChoice: false,
      finishedCheckout: false,
    });

    // The trial from there: recorded, and the path goes on.
    await user.click(plans.getByRole('radio', { name: 'Teste grátis' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(owner()).toMatchObject({ choosedPlan: 'trial' }));
  });

  it('says so when the server refuses it (403), and stays on the checkout', async () => {
    const { user } = await atPaidCheckout();
    // The super-user status was handed over since the page opened.
    owner().isSuperUser = false;
    await user.click(screen.getByRole('button', { name: 'Cancelar checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a compra?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar a compra' }));
    expect(await screen.findByText('A compra não foi cancelada')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Plano' })).toBeVisible();
    expect(owner()).toMatchObject({ finishedPlanChoice: true, finishedCheckout: false });
  });

  it('is in Spanish', async () => {
    const { user } = await atPaidCheckout('es');
    await user.click(screen.getByRole('button', { name: 'Cancelar la compra' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la compra?' });
    expect(within(dialog).getByRole('button', { name: 'Seguir comprando' })).toBeVisible();
  });

  it('is offered to a trial owner who pressed buy now, beside the back link to the trial', async () => {
    const TRIAL_OWNER = 'super.teste@demo.com.br';
    page.sandbox.db().users.find((user) => user.email === TRIAL_OWNER)!.choosedPlan = 'paid';
    await renderCheckout('/start', { session: page.sessionOf(TRIAL_OWNER) });
    await screen.findByRole('heading', { level: 2, name: 'Plano' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: '← Voltar para a plataforma' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar checkout' })).toBeVisible();
  });
});
