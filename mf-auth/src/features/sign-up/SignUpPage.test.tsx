import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { OUTSIDE_HOME } from '@portal/testing/render';
import { renderAuth } from '../../flows/renderAuth';

const page = installPageSandbox();

const SIGN_UP_PATH = '/company/new-saas-company';
const PERSON = { name: 'Ana Souza', phone: '11987654321' };
const COMPANY = { role: 'Compliance Officer (CO)', name: 'Padaria Boa Vista Ltda' };
const ACCESS = { email: 'ana@boavista.com.br', password: 'Senha@123' };

afterEach(() => sessionStore.getState().logout());

// ——— What the page sends and what the server answers ———

type Answer = (request: Request) => Response | Promise<Response>;

/**
 * Records every sign-up body the page sends; `answer` replaces the sandbox's reply with one it
 * never gives (failures and a slow server are the sandbox's own `fail` and `hold`).
 */
function spyOnSignUp(answer?: Answer) {
  const sent: Record<string, unknown>[] = [];
  const real = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!new URL(request.url).pathname.endsWith(SIGN_UP_PATH)) return real(request);
    sent.push((await request.clone().json()) as Record<string, unknown>);
    return answer ? answer(request) : real(request);
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

// ——— The wizard, as a user fills it ———

const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const createButton = () => screen.getByRole('button', { name: /^Criar conta|^Criando a conta/ });

async function fillPerson(user: UserEvent, { name, phone } = PERSON) {
  await user.type(await screen.findByLabelText(/^Nome completo/), name);
  await user.type(screen.getByLabelText(/^Celular/), phone);
}

async function fillCompany(user: UserEvent, { role, name } = COMPANY) {
  await user.click(screen.getByRole('radio', { name: role }));
  await user.type(screen.getByLabelText(/^Nome da empresa/), name);
}

interface AccessInput {
  readonly email?: string;
  readonly password?: string;
  /** The confirmation; the password by default. */
  readonly confirm?: string;
  readonly terms?: boolean;
}

async function fillAccess(user: UserEvent, input: AccessInput = {}) {
  const { email = ACCESS.email, password = ACCESS.password, terms = true } = input;
  await user.type(screen.getByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Senha/), password);
  await user.type(screen.getByLabelText(/^Confirme a senha/), input.confirm ?? password);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
}

/** Through the three steps, up to (not including) the final click. */
async function fillWizard(
  user: UserEvent,
  {
    person = PERSON,
    company = COMPANY,
    access = {},
  }: {
    person?: typeof PERSON;
    company?: typeof COMPANY;
    access?: AccessInput;
  } = {},
) {
  await fillPerson(user, person);
  await user.click(continueButton());
  await fillCompany(user, company);
  await user.click(continueButton());
  await fillAccess(user, access);
}

async function signUp(route = '/login/cadastro/es,esw/REDESUL', options = {}) {
  const rendered = await renderAuth(route, options);
  const user = userEvent.setup();
  await fillWizard(user);
  await user.click(createButton());
  return { ...rendered, user };
}

/** Presses Tab until `target` has focus (a keyboard user reaching it), failing if it never does. */
async function tabTo(user: UserEvent, target: HTMLElement, limit = 25) {
  for (let count = 0; count < limit && document.activeElement !== target; count += 1) {
    await user.tab();
  }
  expect(target).toHaveFocus();
}

const signedIn = () => sessionStore.getState().session;

/** Everything typed in the three steps is still there (after a failure, or going back). */
async function expectEverythingKept(user: UserEvent) {
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue(ACCESS.email);
  expect(screen.getByLabelText(/^Senha/)).toHaveValue(ACCESS.password);
  expect(screen.getByLabelText(/^Confirme a senha/)).toHaveValue(ACCESS.password);
  expect(screen.getByRole('checkbox', { name: /Li e aceito/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(screen.getByRole('radio', { name: COMPANY.role })).toBeChecked();
  expect(screen.getByLabelText(/^Nome da empresa/)).toHaveValue(COMPANY.name);
  await user.click(screen.getByRole('button', { name: 'Voltar' }));
  expect(screen.getByLabelText(/^Nome completo/)).toHaveValue(PERSON.name);
  expect(screen.getByLabelText(/^Celular/)).toHaveValue('11 9 8765-4321');
}

describe('sign-up wizard: steps', () => {
  it('explains the 15-day trial and starts at step 1 with Continue disabled', async () => {
    await renderAuth('/login/cadastro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadastre sua empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/teste a plataforma grátis por 15 dias/)).toBeInTheDocument();
    expect(heading('Etapa 1 de 3: Seus dados')).toBeInTheDocument();
    const stepper = screen.getByRole('listitem', { current: 'step' }).closest('ol')!;
    const steps = within(stepper)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      expect.stringContaining('Seus dados'),
      expect.stringContaining('Sua empresa'),
      expect.stringContaining('Seu acesso'),
    ]);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Seus dados');
    expect(continueButton()).toBeDisabled();
    expect(screen.getByText('Preencha todos os campos para avançar!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  // Issue 28, item 4: the phone's keyboard and autofill for every field of the three steps.
  it('tells a phone what each field holds, step by step', async () => {
    await renderAuth('/login/cadastro');
    const user = userEvent.setup();
    const attributes = (label: RegExp) => {
      const field = screen.getByLabelText(label);
      return [field.getAttribute('autocomplete'), field.getAttribute('inputmode')];
    };
    await screen.findByLabelText(/^Nome completo/);
    expect(attributes(/^Nome completo/)).toEqual(['name', null]);
    expect(attributes(/^Celular/)).toEqual(['tel-national', 'tel']);
    expect(screen.getByLabelText(/^Celular/)).toHaveAttribute('type', 'tel');
    await fillPerson(user);
    await user.click(continueButton());
    expect(attributes(/^Nome da empresa/)).toEqual(['organization', null]);
    await fillCompany(user);
    await user.click(continueButton());
    expect(attributes(/^E-mail/)).toEqual(['email', null]);
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('type', 'email');
    expect(attributes(/^Senha/)).toEqual(['new-password', null]);
    expect(attributes(/^Confirme a senha/)).toEqual(['new-password', null]);
  });

  it('step 1: Continue waits for a valid name and an 11-digit phone, shown masked', async () => {
    await renderAuth('/login/cadastro');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nome completo/), 'Ana 123');
    const phone = screen.getByLabelText(/^Celular/);
    await user.type(phone, '1198765');
    await user.tab();
    expect(screen.getByLabelText(/^Nome completo/)).toHaveAccessibleDescription('Nome inválido');
    expect(phone).toHaveAccessibleDescription(/Telefone inválido/);
    expect(phone).toHaveValue('11 9 8765');
    expect(continueButton()).toBeDisabled();

    await user.clear(screen.getByLabelText(/^Nome completo/));
    await user.type(screen.getByLabelText(/^Nome completo/), 'Ana Souza');
    await user.type(phone, '4321');
    expect(phone).toHaveValue('11 9 8765-4321');
    expect(screen.queryByText('Preencha todos os campos para avançar!')).toBeNull();
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(heading('Etapa 2 de 3: Sua empresa')).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Sua empresa');
  });

  it('step 2: needs a role and the company name; each role is explained under its name', async () => {
    await renderAuth('/login/cadastro');
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(continueButton());
    expect(continueButton()).toBeDisabled();
    const roles = within(screen.getByRole('radiogroup', { name: 'Área de atuação' }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(roles).toEqual(['co', 'cfo', 'ceo']);

    // As text, read with each radio: a touch screen never opens a tooltip.
    expect(
      screen.getByRole('radio', { name: 'Compliance Officer (CO)' }),
    ).toHaveAccessibleDescription('Executa as tarefas do programa de compliance.');
    expect(screen.getByRole('radio', { name: 'CEO' })).toHaveAccessibleDescription(
      'Aprova as tarefas e os documentos.',
    );
    expect(
      screen.getByRole('radio', { name: 'CFO (responsável pela compra)' }),
    ).toHaveAccessibleDescription(
      'Só cuida da compra: não acessa o conteúdo da plataforma até receber a função de CO ou de CEO.',
    );
    expect(screen.getByText('Aprova as tarefas e os documentos.')).toBeVisible();

    await user.type(screen.getByLabelText(/^Nome da empresa/), 'Padaria Boa Vista');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'CEO' }));
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(heading('Etapa 3 de 3: Seu acesso')).toHaveFocus();
  });

  it('step 3: a valid e-mail, a strong password, the same confirmation and the terms', async () => {
    await renderAuth('/login/cadastro');
    const user = userEvent.setup();
    await fillPerson(user);
    await user.click(continueButton());
    await fillCompany(user);
    await user.click(continueButton());
    expect(createButton()).toBeDisabled();

    await fillAccess(user, { email: 'ana@boavista', password: 'senha', confirm: 'outra' });
    await user.tab();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
      'Por favor, insira um e-mail válido.',
    );
    expect(screen.getByLabelText(/^Senha/)).toHaveAccessibleDescription(
      /Sua senha deve conter no mínimo oito caracteres/,
    );
    expect(createButton()).toBeDisabled();

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), ACCESS.email);
    await user.clear(screen.getByLabelText(/^Senha/));
    await user.type(screen.getByLabelText(/^Senha/), ACCESS.password);
    expect(screen.getByLabelText(/^Confirme a senha/)).toHaveAccessibleDescription(
      'Os valores precisam ser iguais',
    );
    expect(createButton()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirme a senha/));
    await user.type(screen.getByLabelText(/^Confirme a senha/), ACCESS.password);
    expect(createButton()).toBeEnabled();

    // The terms are required: unticking them disables the button and says so.
    const terms = screen.getByRole('checkbox', { name: /Li e aceito/ });
    await user.click(terms);
    expect(terms).toHaveAccessibleDescription('Campo obrigatório!');
    expect(createButton()).toBeDisabled();
    await user.click(terms);
    expect(createButton()).toBeEnabled();
    expect(
      screen.getByText(/Ao criar a conta, começa o seu teste grátis de 15 dias/),
    ).toBeInTheDocument();
  });

  it('Back goes one step at a time and keeps everything typed', async () => {
    await renderAuth('/login/cadastro');
    const user = userEvent.setup();
    await fillWizard(user);
    await expectEverythingKept(user);
    expect(heading(/Etapa 1 de 3/)).toHaveFocus();
    // And forward again: the steps are still valid.
    await user.click(continueButton());
    expect(continueButton()).toBeEnabled();
    await user.click(continueButton());
    expect(createButton()).toBeEnabled();
  });
});

describe("sign-up wizard: the link's plans and network", () => {
  const ADW = 'Advanced + Canal de denúncias web';
  const ADWL = 'Advanced + Canal de denúncias web com link';
  /** The box above the stepper: the description list of what the link chose. */
  const linkChoice = () => screen.queryAllByRole('term')[0]?.closest('dl') ?? null;

  it('shows the plans and the network of the link on every step, and sends them', async () => {
    const sent = spyOnSignUp();
    await renderAuth('/login/cadastro/adw,adwl/REDESUL');
    const user = userEvent.setup();
    await screen.findByLabelText(/^Nome completo/);
    const box = within(linkChoice()!);
    expect(
      box.getAllByRole('term').map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ['Planos escolhidos', `${ADW}${ADWL}`],
      ['Rede de integridade', 'REDESUL'],
    ]);
    expect(box.getAllByRole('listitem').map((item) => item.textContent)).toEqual([ADW, ADWL]);

    await fillPerson(user);
    await user.click(continueButton());
    expect(within(linkChoice()!).getByText(ADWL)).toBeInTheDocument();
    await fillCompany(user);
    await user.click(continueButton());
    expect(within(linkChoice()!).getByText('REDESUL')).toBeInTheDocument();
    await fillAccess(user);
    await user.click(createButton());
    await waitFor(() => expect(signedIn()).not.toBeNull());
    expect(sent[0]).toMatchObject({ selectedPlans: ['adw', 'adwl'], codeMotherCompany: 'REDESUL' });
  });

  it('drops unknown and repeated codes: neither shown nor sent', async () => {
    const sent = spyOnSignUp();
    await renderAuth('/login/cadastro/adw,xyz,ADW,adw/false');
    await screen.findByLabelText(/^Nome completo/);
    // One plan reads in the singular, without a list; 'false' names no network.
    const box = within(linkChoice()!);
    expect(box.getAllByRole('term').map((term) => term.textContent)).toEqual(['Plano escolhido']);
    expect(box.getByRole('definition')).toHaveTextContent(/^Advanced \+ Canal de denúncias web$/);
    expect(box.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Rede de integridade')).toBeNull();

    const user = userEvent.setup();
    await fillWizard(user);
    await user.click(createButton());
    await waitFor(() => expect(signedIn()).not.toBeNull());
    expect(sent[0]).toMatchObject({ selectedPlans: ['adw'], codeMotherCompany: null });
    const stored = page.sandbox.db().users.find((candidate) => candidate.email === ACCESS.email);
    expect(stored?.selectedPlans).toEqual(['adw']);
  });

  it.each([
    ['without route parameters', '/login/cadastro'],
    ['with no known plan code', '/login/cadastro/xyz,station/REDESUL'],
  ])('%s shows no plan box', async (_case, route) => {
    await renderAuth(route);
    expect(await screen.findByLabelText(/^Nome completo/)).toBeInTheDocument();
    expect(linkChoice()).toBeNull();
    expect(screen.queryByText(/^Planos? escolhidos?$/)).toBeNull();
    expect(screen.queryByText('Rede de integridade')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderAuth('/login/cadastro/adw,adwl/REDESUL', { locale: 'es' });
    await screen.findByRole('heading', { level: 2, name: /1/ });
    expect(
      within(linkChoice()!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Planes elegidos', 'Red de integridad']);
    // The channels' names are translated too (spec §9's names are Portuguese).
    expect(
      within(linkChoice()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Advanced + Canal de denuncias web',
      'Advanced + Canal de denuncias web con enlace',
    ]);
  });
});

describe('sign-up wizard: sending', () => {
  it('sends the exact payload of spec §3 and signs the new super user in', async () => {
    const sent = spyOnSignUp();
    await signUp('/login/cadastro/es,esw,/REDESUL');
    await waitFor(() => expect(signedIn()?.token).toEqual(expect.any(String)));
    expect(sent).toEqual([
      {
        userName: 'Ana Souza',
        phone: '11987654321',
        role: 'co',
        companyName: 'Padaria Boa Vista Ltda',
        email: 'ana@boavista.com.br',
        password: 'Senha@123',
        codeMotherCompany: 'REDESUL',
        origin: 'saas',
        projectReference: 'essential_saas',
        stationLight: true,
        selectedPlans: ['es', 'esw'],
        language: 'PT',
      },
    ]);
    const session = signedIn()!;
    expect(session.user.email).toBe(ACCESS.email);
    expect(session.company.name).toBe(COMPANY.name);
    expect(session.isSuperUser).toBe(true);
    expect(session.isSaas).toBe(true);

    const db = page.sandbox.db();
    const stored = db.users.find((user) => user.email === ACCESS.email)!;
    expect(stored).toMatchObject({ name: 'Ana Souza', phone: '11987654321', role: 'co' });
    const company = db.companies.find((candidate) => candidate.id === stored.companyId)!;
    const mother = db.motherCodes.find((entry) => entry.code === 'REDESUL')!;
    expect(company.motherCompanyIds).toEqual([mother.companyId]);

    expect(await screen.findByText('Conta criada')).toBeInTheDocument();
    expect(screen.getByText('Seu teste grátis de 15 dias vai até 07/12/2026.')).toBeInTheDocument();
  });

  it.each([
    ['without route parameters', '/login/cadastro', [], null],
    ["with empresaMae 'false'", '/login/cadastro/adwl0800/false', ['adwl0800'], null],
  ])('sends %s', async (_case, route, plans, mother) => {
    const sent = spyOnSignUp();
    await signUp(route);
    await waitFor(() => expect(signedIn()).not.toBeNull());
    expect(sent[0]).toMatchObject({ selectedPlans: plans, codeMotherCompany: mother });
  });

  it("keeps the typed company name when the answer's company has none", async () => {
    spyOnSignUp(async (request) => {
      const answer = await page.sandbox.fetch(request);
      const body = (await answer.json()) as { payload: { company: { name?: string } } };
      delete body.payload.company.name;
      return json(answer.status, body);
    });
    await signUp();
    await waitFor(() => expect(signedIn()?.company.name).toBe(COMPANY.name));
  });

  it('without loginSuccess goes home and says the account was created', async () => {
    spyOnSignUp(() =>
      json(201, {
        success: true,
        message: 'saas_creation_success',
        payload: { loginSuccess: false, company: { id: 'c-nova' } },
      }),
    );
    await signUp();
    expect(await screen.findByText(OUTSIDE_HOME)).toBeInTheDocument();
    expect(screen.getByText('Conta criada')).toBeInTheDocument();
    expect(screen.getByText(/Entre com o seu e-mail e a senha que você criou/)).toBeInTheDocument();
    expect(signedIn()).toBeNull();
  });

  it('is busy while the call runs and ignores repeated clicks: one call', async () => {
    const signUpCall = page.sandbox.hold('newSaasCompany');
    await renderAuth('/login/cadastro/es/false');
    const user = userEvent.setup();
    await fillWizard(user);
    const button = createButton();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toHaveAccessibleName('Criando a conta…');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    signUpCall.release();
    await waitFor(() => expect(signedIn()).not.toBeNull());
    expect(signUpCall.received).toBe(1);
  });

  it('completes the whole sign-up with the keyboard alone', async () => {
    const sent = spyOnSignUp();
    await renderAuth('/login/cadastro/es/false');
    const user = userEvent.setup();

    const name = await screen.findByLabelText(/^Nome completo/);
    await tabTo(user, name);
    await user.keyboard(PERSON.name);
    await user.tab();
    await user.keyboard(PERSON.phone);
    await user.keyboard('{Enter}');
    expect(heading(/Sua empresa/)).toHaveFocus();

    await user.tab();
    const firstRole = screen.getByRole('radio', { name: 'Compliance Officer (CO)' });
    expect(firstRole).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'CFO (responsável pela compra)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'CFO (responsável pela compra)' })).toBeChecked();
    await tabTo(user, screen.getByLabelText(/^Nome da empresa/));
    await user.keyboard(COMPANY.name);
    await user.keyboard('{Enter}');
    expect(heading(/Seu acesso/)).toHaveFocus();

    await tabTo(user, screen.getByLabelText(/^E-mail/));
    await user.keyboard(ACCESS.email);
    await tabTo(user, screen.getByLabelText(/^Senha/));
    await user.keyboard(ACCESS.password);
    await tabTo(user, screen.getByLabelText(/^Confirme a senha/));
    await user.keyboard(ACCESS.password);
    await tabTo(user, screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await user.keyboard(' ');
    await tabTo(user, createButton());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(signedIn()?.user.email).toBe(ACCESS.email));
    expect(sent[0]).toMatchObject({ role: 'cfo', phone: PERSON.phone, selectedPlans: ['es'] });
  });

  it("sends language 'ES' in Spanish", async () => {
    const sent = spyOnSignUp();
    const { container } = await renderAuth('/login/cadastro/es/false', { locale: 'es' });
    const user = userEvent.setup();
    const input = (name: string) =>
      container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitFor(() => expect(input('userName')).not.toBeNull());
    await user.type(input('userName'), 'Ana Souza');
    await user.type(input('phone'), PERSON.phone);
    await user.click(submit());
    await user.click(container.querySelector<HTMLElement>('[role="radio"][value="ceo"]')!);
    await user.type(input('companyName'), 'Panadería Sol');
    await user.click(submit());
    await user.type(input('email'), 'ana@sol.com.br');
    await user.type(input('password'), ACCESS.password);
    await user.type(input('confirmPassword'), ACCESS.password);
    await user.click(container.querySelector<HTMLElement>('[role="checkbox"]')!);
    await user.click(submit());
    await waitFor(() => expect(signedIn()).not.toBeNull());
    expect(sent[0]).toMatchObject({ language: 'ES', role: 'ceo' });
    expect(page.sandbox.db().users.find((u) => u.email === 'ana@sol.com.br')?.language).toBe('ES');
  });
});

describe('sign-up wizard: errors (the server message in a toast, nothing typed lost)', () => {
  async function expectFailure(text: string) {
    const toastTitle = await screen.findByText('Não foi possível concluir o cadastro');
    expect(toastTitle).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(createButton()).not.toHaveAttribute('aria-busy');
    expect(createButton()).toBeEnabled();
    expect(signedIn()).toBeNull();
  }

  it.each([
    [
      'unavailable_mail',
      '/login/cadastro/es/false',
      { access: { email: 'co@demo.com.br' } },
      'Este e-mail já está cadastrado. Tente recuperar a senha.',
    ],
    [
      'invalid_management_code',
      '/login/cadastro/es,esw/MAE123',
      {},
      'Código da Rede de Integridade inválido.',
    ],
    [
      'invalid_company_name',
      '/login/cadastro/es/false',
      { company: { ...COMPANY, name: 'X' } },
      'Nome da empresa inválido.',
    ],
  ])('answered by the sandbox: %s', async (_code, route, overrides, text) => {
    await renderAuth(route);
    const user = userEvent.setup();
    await fillWizard(user, overrides);
    await user.click(createButton());
    await expectFailure(text);
    expect(page.sandbox.db().users.some((stored) => stored.name === PERSON.name)).toBe(false);
  });

  // Codes the form itself never lets through, so the sandbox is told to answer them.
  it.each([
    ['invalid_email', 400, 'invalid_email', 'E-mail inválido.'],
    ['invalid_phone', 400, 'invalid_phone', 'Informe um telefone válido, com DDD.'],
    [
      'missing_fields',
      400,
      'missing_fields',
      'Dados insuficientes. Preencha todos os campos obrigatórios.',
    ],
    [
      'saas_creation_general_error',
      500,
      'saas_creation_general_error',
      'Não foi possível criar a conta. Tente novamente.',
    ],
    [
      'an unknown code',
      500,
      'whatever_happened',
      'Algo deu errado. Tente novamente ou fale com o suporte.',
    ],
    [
      'a network failure',
      'network' as const,
      undefined,
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    ],
  ])('%s', async (_case, status, code, text) => {
    page.sandbox.fail('newSaasCompany', status, { code });
    const { user } = await signUp('/login/cadastro/es/false');
    await expectFailure(text);
    await expectEverythingKept(user);
  });

  it('after a failure, the corrected e-mail goes through on a second try', async () => {
    await renderAuth('/login/cadastro/es/false');
    const user = userEvent.setup();
    await fillWizard(user, { access: { email: 'co@demo.com.br' } });
    await user.click(createButton());
    await expectFailure('Este e-mail já está cadastrado. Tente recuperar a senha.');
    const email = screen.getByLabelText(/^E-mail/);
    await user.clear(email);
    await user.type(email, ACCESS.email);
    await user.click(createButton());
    await waitFor(() => expect(signedIn()?.user.email).toBe(ACCESS.email));
  });
});

describe('sign-up outside the main platform', () => {
  it.each([
    ['partner mode', { partnerMode: true }],
    ['another platform', { platformCode: 'parceiro' }],
  ])('in %s says sign-up is unavailable and links back to login', async (_case, config) => {
    await renderAuth('/login/cadastro/es/false', { config });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadastro indisponível' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/não está disponível nesta plataforma/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
