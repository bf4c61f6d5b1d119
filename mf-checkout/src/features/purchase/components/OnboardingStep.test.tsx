import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { clearReports, getReports } from '@portal/telemetry';
import { OUTSIDE_HOME } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';

// Aurora Consultoria (seed): Tiago Moreira, its super user, signed up as CO and has not chosen a
// plan yet. Each test starts where onboarding does: the 15-day trial chosen (as the plan-choice
// handler records it), onboarding not finished.
const page = installPageSandbox();
const SUPER_USER = 'super.trial@demo.com.br';
const AURORA = 'c-aurora';
const db = () => page.sandbox.db();
const auroraUsers = () => db().users.filter((user) => user.companyId === AURORA);
const superUser = () => auroraUsers().find((user) => user.email === SUPER_USER)!;

afterEach(() => {
  sessionStore.getState().logout();
  clearReports();
});

/** The failed registrations logged, by step (spec §8's text). */
const progressFailures = () =>
  getReports()
    .filter((report) => report.message === 'Erro ao registrar progresso. Tente novamente.')
    .map((report) => report.context?.step);

function trialChosen() {
  const user = superUser();
  user.finishedPlanChoice = true;
  user.choosedPlan = 'trial';
  db().companies.find((company) => company.id === AURORA)!.trialEndsAt = '2026-12-07T12:00:00.000Z';
}

async function openOnboarding({ locale }: { locale?: 'pt-BR' | 'es' } = {}) {
  trialChosen();
  const result = await renderCheckout('/start', {
    session: page.sessionOf(SUPER_USER),
    ...(locale ? { locale } : {}),
  });
  return { ...result, user: userEvent.setup() };
}

async function toUserDefinition(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Começar' }));
}

const officerGroup = (legend: string) => within(screen.getByRole('group', { name: legend }));

async function fillOfficer(
  user: ReturnType<typeof userEvent.setup>,
  legend: string,
  name: string,
  email: string,
) {
  const group = officerGroup(legend);
  await user.type(group.getByRole('textbox', { name: 'Nome' }), name);
  await user.type(group.getByRole('textbox', { name: 'E-mail' }), email);
}

const FINISH = 'Cadastrar e concluir';

describe('onboarding: the carousel', () => {
  it('welcomes first, then asks who the super user is', async () => {
    const { user } = await openOnboarding();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primeiros passos' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Boas-vindas ao Minha Conta!' })).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    await toUserDefinition(user);
    expect(screen.getByRole('heading', { name: 'Quem é você na empresa?' })).toHaveFocus();
    const roles = screen.getByRole('radiogroup', { name: /Qual é a sua função na empresa\?/ });
    const radio = (name: string) => within(roles).getByRole('radio', { name });
    expect(within(roles).getAllByRole('radio')).toEqual([
      radio('Compliance Officer (CO)'),
      radio('CEO'),
      radio('CFO (responsável pela compra)'),
    ]);
    expect(within(roles).getByRole('radio', { name: 'CEO' })).toHaveAccessibleDescription(
      'Aprova as tarefas e os documentos.',
    );
    expect(screen.getByRole('button', { name: 'Sou CEO e CO' })).toBeVisible();
    // Nothing to create until a role is chosen.
    expect(screen.queryByRole('button', { name: FINISH })).not.toBeInTheDocument();
  });
});

describe('onboarding: the officers', () => {
  it('a CO creates the CEO, and the onboarding ends with the way to the platform', async () => {
    const { user, location } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    expect(screen.queryByRole('group', { name: 'Compliance Officer (CO)' })).toBeNull();
    const finish = screen.getByRole('button', { name: FINISH });
    expect(finish).toBeDisabled();

    await fillOfficer(user, 'CEO', 'Renata Albuquerque', 'renata@aurora.com.br');
    await user.click(finish);

    const enter = await screen.findByRole('button', { name: 'Ir para a plataforma' });
    expect(screen.getByRole('heading', { name: 'Tudo pronto!' })).toBeVisible();
    expect(enter).toHaveFocus();
    expect(auroraUsers().find((record) => record.email === 'renata@aurora.com.br')).toMatchObject({
      name: 'Renata Albuquerque',
      role: 'ceo',
      active: true,
    });
    expect(page.lastMailTo('renata@aurora.com.br')?.body).toContain('Tiago Moreira');
    expect(superUser()).toMatchObject({ finishedOnboarding: 'true', role: 'co' });
    // The session knows at once; /start keeps the step on screen until the user leaves it.
    expect(sessionStore.getState().session?.finishedOnboarding).toBe('true');
    expect(enter).toBeVisible();

    await user.click(enter);
    expect(await screen.findByText(OUTSIDE_HOME)).toBeVisible();
    expect(location().pathname).toBe('/');
    expect(sessionStore.getState().session).toMatchObject({
      finishedOnboarding: 'true',
      finishedPlanChoice: true,
      choosedPlan: 'trial',
      validSubscription: 'true',
      userRole: 'co',
    });
  });

  it('a CEO creates the CO and becomes CEO', async () => {
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'CEO' }));
    expect(screen.queryByRole('group', { name: 'CEO' })).toBeNull();
    await fillOfficer(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    await user.click(await screen.findByRole('button', { name: 'Ir para a plataforma' }));
    expect(auroraUsers().find((record) => record.email === 'bruno@aurora.com.br')?.role).toBe('co');
    expect(superUser().role).toBe('ceo');
    expect(sessionStore.getState().session?.userRole).toBe('ceo');
  });

  it('a CFO is warned, cannot be CEO e CO, and creates both officers', async () => {
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'CFO (responsável pela compra)' }));

    expect(screen.getByRole('status')).toHaveTextContent('O CFO não acessa a plataforma');
    expect(screen.queryByRole('button', { name: 'Sou CEO e CO' })).toBeNull();
    await fillOfficer(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    // One officer is not enough for a CFO.
    expect(screen.getByRole('button', { name: FINISH })).toBeDisabled();
    await fillOfficer(user, 'CEO', 'Renata Albuquerque', 'renata@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    await user.click(await screen.findByRole('button', { name: 'Ir para a plataforma' }));
    const officers = auroraUsers()
      .filter((record) => record.email !== SUPER_USER)
      .map(({ name, role }) => ({ name, role }));
    expect(officers).toEqual([
      { name: 'Bruno Siqueira', role: 'co' },
      { name: 'Renata Albuquerque', role: 'ceo' },
    ]);
    expect(superUser().role).toBe('cfo');
    expect(sessionStore.getState().session?.userRole).toBe('cfo');
  });

  it('says what is wrong with an officer’s name and e-mail (spec §5)', async () => {
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    const group = officerGroup('CEO');
    const name = group.getByRole('textbox', { name: 'Nome' });
    const email = group.getByRole('textbox', { name: 'E-mail' });

    await user.click(name);
    await user.tab();
    expect(name).toHaveAccessibleDescription('Campo obrigatório!');
    await user.type(name, 'Renata 2');
    expect(name).toHaveAccessibleDescription('Nome inválido');
    await user.type(email, 'renata@aurora');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
    expect(screen.getByRole('button', { name: FINISH })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Renata Álvares');
    await user.type(email, '.com.br');
    expect(name).not.toHaveAccessibleDescription();
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: FINISH })).toBeEnabled();
  });

  it('a CEO e CO finishes at once, creating nobody', async () => {
    const { user } = await openOnboarding();
    const before = auroraUsers().length;
    await toUserDefinition(user);
    await user.click(screen.getByRole('button', { name: 'Sou CEO e CO' }));

    expect(await screen.findByRole('button', { name: 'Ir para a plataforma' })).toHaveFocus();
    expect(screen.getByText('A plataforma está pronta para a sua empresa.')).toBeVisible();
    expect(auroraUsers()).toHaveLength(before);
    expect(superUser()).toMatchObject({ role: 'ceo-co', finishedOnboarding: 'true' });
    await user.click(screen.getByRole('button', { name: 'Ir para a plataforma' }));
    expect(sessionStore.getState().session?.userRole).toBe('ceo-co');
  });
});

describe('onboarding: refusals and failures', () => {
  it('puts the role quota on the role choice', async () => {
    // Two officers already hold the CO quota (spec §6): Tiago (CO) and a colleague.
    db().users.push({
      ...superUser(),
      _id: 'u-test-co',
      name: 'Otília Campos',
      email: 'otilia@aurora.com.br',
      isSuperUser: false,
      attributions: [],
    });
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'CEO' }));
    await fillOfficer(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    const roles = screen.getByRole('radiogroup', { name: /Qual é a sua função/ });
    await waitFor(() =>
      expect(roles).toHaveAccessibleDescription(
        'Todos os usuários com este perfil já foram utilizados.',
      ),
    );
    expect(auroraUsers().some((record) => record.email === 'bruno@aurora.com.br')).toBe(false);
    expect(superUser().finishedOnboarding).toBe('false');
    // Another role for oneself is the way out: the CO creates the CEO instead.
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    expect(roles).not.toHaveAccessibleDescription();
  });

  it('puts an e-mail already registered on that officer’s e-mail, keeping the typing', async () => {
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    await fillOfficer(user, 'CEO', 'Renata Albuquerque', SUPER_USER);
    await user.click(screen.getByRole('button', { name: FINISH }));

    const email = officerGroup('CEO').getByRole('textbox', { name: 'E-mail' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Este e-mail já está cadastrado. Tente recuperar a senha.',
      ),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue(SUPER_USER);
    expect(officerGroup('CEO').getByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Renata Albuquerque',
    );
    expect(screen.getByRole('button', { name: FINISH })).toBeDisabled();
  });

  it('refuses before sending an officer whose e-mail fails the stricter check, with the toast (spec §5)', async () => {
    const creates = page.sandbox.hold('createUser');
    const before = auroraUsers().length;
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'CFO (responsável pela compra)' }));
    await fillOfficer(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    // The form's simple pattern lets a doubled dot through; the stricter one does not.
    await fillOfficer(user, 'CEO', 'Renata Albuquerque', 'renata..a@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    expect(await screen.findByText('Nome ou e-mail inválido.')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível cadastrar o CEO')).toBeInTheDocument();
    expect(creates.received).toBe(0);
    expect(auroraUsers()).toHaveLength(before);
    expect(officerGroup('CEO').getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'renata..a@aurora.com.br',
    );
    expect(
      officerGroup('Compliance Officer (CO)').getByRole('textbox', { name: 'Nome' }),
    ).toHaveValue('Bruno Siqueira');
    expect(screen.queryByRole('button', { name: 'Ir para a plataforma' })).not.toBeInTheDocument();
  });

  it('refuses a one-letter officer name the same way, in Spanish', async () => {
    const creates = page.sandbox.hold('createUser');
    const { user } = await openOnboarding({ locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Empezar' }));
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    const group = within(screen.getByRole('group', { name: 'CEO' }));
    await user.type(group.getByRole('textbox', { name: 'Nombre' }), 'R');
    await user.type(
      group.getByRole('textbox', { name: 'Correo electrónico' }),
      'renata@aurora.com.br',
    );
    await user.click(screen.getByRole('button', { name: 'Registrar y concluir' }));

    expect(await screen.findByText('Nombre o correo electrónico no válido.')).toBeInTheDocument();
    expect(creates.received).toBe(0);
    expect(group.getByRole('textbox', { name: 'Nombre' })).toHaveValue('R');
  });

  it('a CFO whose second officer is refused keeps the first, created once', async () => {
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'CFO (responsável pela compra)' }));
    await fillOfficer(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    await fillOfficer(user, 'CEO', 'Renata Albuquerque', 'bruno@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    const ceoEmail = officerGroup('CEO').getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(ceoEmail).toHaveAttribute('aria-invalid', 'true'));
    expect(
      officerGroup('Compliance Officer (CO)').getByText(
        'Cadastrado: Bruno Siqueira (bruno@aurora.com.br).',
      ),
    ).toBeVisible();
    await user.clear(ceoEmail);
    await user.type(ceoEmail, 'renata@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    await screen.findByRole('button', { name: 'Ir para a plataforma' });
    expect(auroraUsers().filter((record) => record.email === 'bruno@aurora.com.br')).toHaveLength(
      1,
    );
    expect(auroraUsers().some((record) => record.email === 'renata@aurora.com.br')).toBe(true);
  });

  it('a failed finish is only logged, changes nothing, and is tried again without creating the officer twice', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    page.sandbox.fail('finishOnboarding', 500);
    const { user } = await openOnboarding();
    const before = sessionStore.getState().session;
    await toUserDefinition(user);
    await user.click(screen.getByRole('radio', { name: 'Compliance Officer (CO)' }));
    await fillOfficer(user, 'CEO', 'Renata Albuquerque', 'renata@aurora.com.br');
    await user.click(screen.getByRole('button', { name: FINISH }));

    await waitFor(() => expect(progressFailures()).toEqual(['finish-onboarding']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: FINISH })).not.toHaveAttribute('aria-busy'),
    );
    // Nothing to read: no toast, no alert; the slide as it was, the session untouched.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Compliance Officer (CO)' })).toBeChecked();
    expect(sessionStore.getState().session).toBe(before);
    expect(superUser().finishedOnboarding).toBe('false');
    expect(screen.queryByRole('button', { name: 'Ir para a plataforma' })).toBeNull();

    await user.click(screen.getByRole('button', { name: FINISH }));
    await screen.findByRole('button', { name: 'Ir para a plataforma' });
    expect(auroraUsers().filter((record) => record.email === 'renata@aurora.com.br')).toHaveLength(
      1,
    );
    expect(superUser().finishedOnboarding).toBe('true');
  });

  it('a failed CEO e CO finish is only logged and leaves the choice open', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    page.sandbox.fail('finishOnboarding', 'network');
    const { user } = await openOnboarding();
    const before = sessionStore.getState().session;
    await toUserDefinition(user);
    await user.click(screen.getByRole('button', { name: 'Sou CEO e CO' }));

    await waitFor(() => expect(progressFailures()).toEqual(['finish-onboarding']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sou CEO e CO' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStore.getState().session).toBe(before);
    expect(superUser().role).toBe('co');
  });

  it('sends one finish for a double click on Sou CEO e CO', async () => {
    const finish = page.sandbox.hold('finishOnboarding');
    const { user } = await openOnboarding();
    await toUserDefinition(user);
    const ceoCo = screen.getByRole('button', { name: 'Sou CEO e CO' });
    await user.dblClick(ceoCo);
    await finish.reached();
    expect(screen.getByRole('button', { name: 'Concluindo…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    finish.release();
    await screen.findByRole('button', { name: 'Ir para a plataforma' });
    expect(finish.received).toBe(1);
  });
});

describe('onboarding: keyboard and Spanish', () => {
  it('is done with the keyboard alone', async () => {
    const { user } = await openOnboarding();
    const start = await screen.findByRole('button', { name: 'Começar' });
    start.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Quem é você na empresa?' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Compliance Officer (CO)' })).toHaveFocus();
    // Each press as separate down and up actions, as a real keyboard sends them (Radix reads both).
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'CEO' })).toBeChecked();
    await user.tab(); // Sou CEO e CO
    await user.tab();
    expect(
      officerGroup('Compliance Officer (CO)').getByRole('textbox', { name: 'Nome' }),
    ).toHaveFocus();
    await user.keyboard('Bruno Siqueira');
    await user.tab();
    await user.keyboard('bruno@aurora.com.br{Enter}');

    const enter = await screen.findByRole('button', { name: 'Ir para a plataforma' });
    expect(enter).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(OUTSIDE_HOME)).toBeVisible();
    expect(sessionStore.getState().session?.userRole).toBe('ceo');
  });

  it('speaks Spanish', async () => {
    const { user } = await openOnboarding({ locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Primeros pasos' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    await user.click(screen.getByRole('radio', { name: 'CFO (responsable de la compra)' }));
    expect(screen.getByRole('status')).toHaveTextContent('El CFO no accede a la plataforma');
    const ceo = officerGroup('CEO');
    await user.type(ceo.getByRole('textbox', { name: 'Nombre' }), 'Renata 2');
    await user.tab();
    expect(ceo.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription(
      'Nombre no válido',
    );
    await fillOfficerEs(user, 'Compliance Officer (CO)', 'Bruno Siqueira', 'bruno@aurora.com.br');
    await user.clear(ceo.getByRole('textbox', { name: 'Nombre' }));
    await fillOfficerEs(user, 'CEO', 'Renata Albuquerque', 'renata@aurora.com.br');
    await user.click(screen.getByRole('button', { name: 'Registrar y concluir' }));
    expect(await screen.findByRole('heading', { name: '¡Todo listo!' })).toBeVisible();
    expect(auroraUsers().find((record) => record.email === 'renata@aurora.com.br')?.language).toBe(
      'ES',
    );
  });
});

async function fillOfficerEs(
  user: ReturnType<typeof userEvent.setup>,
  legend: string,
  name: string,
  email: string,
) {
  const group = officerGroup(legend);
  await user.type(group.getByRole('textbox', { name: 'Nombre' }), name);
  await user.type(group.getByRole('textbox', { name: 'Correo electrónico' }), email);
}
