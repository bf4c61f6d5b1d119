import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadApiMessages } from '@portal/api/messages';
import type { Locale } from '@portal/contracts';
import { loadRulesMessages } from '@portal/rules/messages';
import { sessionStore, startStep } from '@portal/session';
import { renderWithPortal } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { PortalToasts } from '@portal/ui';
import { loadUiMessages } from '@portal/ui/messages';
import remote from '../../../routes';
import PlanStep from './PlanStep';
import { PlanSelection } from './PlanSelection';

// /start's plan step for Tiago Moreira (super.trial), who has not chosen trial or paid yet.
// Mounted at /start as the remote mounts its pages (its query cache and catalogs): StartPage,
// which picks the step from the progress flags, is the lead's and is tested with it.
const page = installPageSandbox();
const OWNER = 'super.trial@demo.com.br';

afterEach(() => sessionStore.getState().logout());

const Providers = remote.Providers!;

async function openAtStart(element: ReactElement, locale: Locale = 'pt-BR') {
  const result = await renderWithPortal(<Providers>{element}</Providers>, {
    session: page.sessionOf(OWNER),
    route: '/start',
    path: 'start',
    locale,
    around: PortalToasts,
    catalogs: {
      [remote.name]: remote.loadMessages,
      api: loadApiMessages,
      rules: loadRulesMessages,
      ui: loadUiMessages,
    },
  });
  await screen.findByRole('radio', { name: 'Essential' });
  return { ...result, user: userEvent.setup() };
}

const step = () => startStep(sessionStore.getState().session!);

describe('the plan step of /start', () => {
  it('moves the session on to onboarding once the trial is recorded, staying on /start', async () => {
    const { user, location } = await openAtStart(<PlanStep />);
    expect(screen.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible();
    expect(step()).toBe('plan');
    await user.click(screen.getByRole('radio', { name: 'Teste grátis' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(step()).toBe('onboarding'));
    expect(location().pathname).toBe('/start');
    const owner = page.sandbox.db().users.find((user) => user.email === OWNER)!;
    expect(owner).toMatchObject({ finishedPlanChoice: true, choosedPlan: 'trial' });
  });

  it('shows Next busy while the choice is being recorded, and sends it once', async () => {
    const { user } = await openAtStart(<PlanStep />);
    const held = page.sandbox.hold('planChoice');
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await held.reached();
    const busy = screen.getByRole('button', { name: 'Registrando sua escolha…' });
    await user.click(busy);
    held.release();
    await waitFor(() => expect(step()).toBe('onboarding'));
    expect(held.received).toBe(1);
    expect(sessionStore.getState().session).toMatchObject({ choosedPlan: 'paid' });
  });

  it('reports each change of plan, so a checkout can reset its coupon and total', async () => {
    const onChange = jest.fn();
    const { user } = await openAtStart(<PlanSelection onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Essential' }));
    expect(onChange).toHaveBeenLastCalledWith({
      choosedPlan: 'paid',
      plan: expect.objectContaining({ planCode: 'es', total: 2490 }),
    });
    await user.click(screen.getByRole('radio', { name: 'Canal de denúncias web com link' }));
    expect(onChange).toHaveBeenLastCalledWith({
      choosedPlan: 'paid',
      plan: expect.objectContaining({ planCode: 'eswl', total: 3280 }),
    });
    await user.click(screen.getByRole('radio', { name: 'Teste grátis' }));
    expect(onChange).toHaveBeenLastCalledWith({ choosedPlan: 'trial' });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('is in Spanish', async () => {
    await openAtStart(<PlanStep />, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Primeros pasos' })).toBeVisible();
    expect(
      screen.getByText(
        'Elija su plan: empiece por la prueba gratuita o contrate el plan de su empresa.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});
