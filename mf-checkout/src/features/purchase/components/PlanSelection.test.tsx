import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { clearReports, getReports } from '@portal/telemetry';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';

// Plan selection as /checkout shows it. Tiago Moreira (super.trial, Aurora Consultoria) signed up
// and has not chosen trial or paid yet.
const page = installPageSandbox();
const OWNER = 'super.trial@demo.com.br';

const owner = () => page.sandbox.db().users.find((user) => user.email === OWNER)!;
const aurora = () => page.sandbox.db().companies.find((company) => company.id === 'c-aurora')!;
const session = () => sessionStore.getState().session!;
const next = () => screen.getByRole('button', { name: 'Próximo' });

afterEach(() => {
  sessionStore.getState().logout();
  clearReports();
});

async function openCheckout(
  options: { readonly selectedPlans?: readonly string[]; readonly locale?: Locale } = {},
) {
  const signedIn = page.sessionOf(OWNER);
  const result = await renderCheckout('/checkout', {
    session: { ...signedIn, selectedPlans: options.selectedPlans ?? signedIn.selectedPlans },
    locale: options.locale,
  });
  await screen.findByRole('radio', { name: 'Essential' });
  return { ...result, user: userEvent.setup() };
}

describe('plan selection', () => {
  it('shows each tier with its monthly price and feature count, the trial and the contact', async () => {
    await openCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Escolha seu plano' })).toBeVisible();
    const cards = within(screen.getByRole('group', { name: 'Planos' }));
    expect(cards.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'essential',
      'advanced',
      'enterprise',
      'trial',
    ]);
    for (const [tier, price, features] of [
      ['Essential', 'R$ 2.490,00', 2],
      ['Advanced', 'R$ 3.280,00', 3],
      ['Enterprise', 'R$ 4.980,00', 4],
    ] as const) {
      const description = cards
        .getByRole('radio', { name: tier })
        .getAttribute('aria-describedby')!;
      const details = document.getElementById(description)!.textContent!.replace(/\s/g, ' ');
      expect(details).toBe(`${price}por mês${features} funcionalidades`);
    }
    expect(cards.getByRole('radio', { name: 'Teste grátis' })).toHaveAccessibleDescription(
      /^15 dias/,
    );
    const channels = within(screen.getByRole('radiogroup', { name: 'Canal de denúncias' }));
    expect(
      channels.getByRole('radio', { name: 'Canal de denúncias web' }),
    ).toHaveAccessibleDescription('+ R$\u00a0590,00 por mês');
    expect(
      channels.getByRole('radio', { name: 'Canal 0800 com psicólogos e link' }),
    ).toHaveAccessibleDescription('+ R$\u00a01.890,00 por mês');
    expect(screen.getByRole('link', { name: 'Fale com nossos especialistas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:suporte@minhaconta\.com\.br\?subject=/),
    );
  });

  it('keeps Next disabled until a plan is chosen', async () => {
    const { user } = await openCheckout();
    expect(screen.queryByRole('radio', { checked: true, name: 'Essential' })).toBeNull();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    expect(next()).toBeEnabled();
    expect(screen.getByText('Seu plano: Advanced, R$ 3.280,00 por mês.')).toBeVisible();
  });

  it('arrives with the sign-up’s plan codes chosen', async () => {
    await openCheckout({ selectedPlans: ['unknown', 'adwl', 'es'] });
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Canal de denúncias web com link' })).toBeChecked();
    expect(
      screen.getByText(
        'Seu plano: Advanced + Canal de denúncias web com link, R$ 4.070,00 por mês.',
      ),
    ).toBeVisible();
    expect(next()).toBeEnabled();
  });

  it('records a paid plan with its channel, then continues on /start', async () => {
    const { user, location } = await openCheckout();
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.click(screen.getByRole('radio', { name: 'Canal 0800 com psicólogos e link' }));
    await user.click(next());
    await waitFor(() => expect(location().pathname).toBe('/start'));
    expect(owner()).toMatchObject({
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      selectedPlans: ['enwl0800'],
    });
    // A paid choice starts no trial.
    expect(aurora().trialEndsAt).toBeNull();
    expect(session()).toMatchObject({
      finishedPlanChoice: true,
      choosedPlan: 'paid',
      selectedPlans: ['enwl0800'],
    });
  });

  it('records the trial, keeping the sign-up’s codes, by keyboard alone', async () => {
    const { user, location } = await openCheckout({ selectedPlans: ['esw'] });
    // The cards are one tab stop; the arrow keys move the choice.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Essential' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Teste grátis' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Canal de denúncias web' })).toBeDisabled();
    next().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/start'));
    expect(owner()).toMatchObject({
      finishedPlanChoice: true,
      choosedPlan: 'trial',
      selectedPlans: ['esw'],
    });
    expect(aurora().trialEndsAt).toBe('2026-12-07T12:00:00.000Z');
    expect(session()).toMatchObject({
      finishedPlanChoice: true,
      choosedPlan: 'trial',
      validSubscription: 'true',
    });
  });

  it('only logs a failed registration: nothing shows, nothing changes, Next tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    page.sandbox.fail('planChoice', 500);
    const { user, location } = await openCheckout();
    const before = session();
    await user.click(screen.getByRole('radio', { name: 'Essential' }));
    await user.click(next());

    await waitFor(() =>
      expect(getReports()).toContainEqual(
        expect.objectContaining({
          message: 'Erro ao registrar progresso. Tente novamente.',
          context: expect.objectContaining({ step: 'plan-choice' }),
        }),
      ),
    );
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(session()).toBe(before);
    expect(owner()).toMatchObject({ finishedPlanChoice: false, choosedPlan: null });
    expect(location().pathname).toBe('/checkout');
    expect(screen.getByRole('radio', { name: 'Essential' })).toBeChecked();

    // The same Next tries again, and this time it is recorded.
    await user.click(next());
    await waitFor(() => expect(location().pathname).toBe('/start'));
    expect(owner()).toMatchObject({ choosedPlan: 'paid', selectedPlans: ['es'] });
  });

  it('is in Spanish', async () => {
    await openCheckout({ locale: 'es', selectedPlans: ['esw'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Elija su plan' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Planes' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Prueba gratuita' })).toHaveAccessibleDescription(
      /^15 días/,
    );
    expect(screen.getByRole('radio', { name: 'Canal de denuncias web' })).toBeChecked();
    // BRL reads as R$ in Spanish too, written as in Portuguese (spec §9).
    const cards = within(screen.getByRole('group', { name: 'Planes' }));
    expect(cards.getByRole('radio', { name: 'Essential' })).toHaveAccessibleDescription(
      /^R\$\u00a02\.490,00/,
    );
    expect(
      screen.getByRole('radio', { name: 'Canal de denuncias web' }),
    ).toHaveAccessibleDescription('+ R$\u00a0590,00 por mes');
    expect(
      screen.getByText('Su plan: Essential + Canal de denuncias web, R$ 3.080,00 por mes.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hable con nuestros especialistas' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });
});
