import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderAuth } from '../../flows/renderAuth';

const page = installPageSandbox();
const PASSWORD = 'Senha@123';

async function typeCredentials(email: string, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail/), email);
  await user.type(screen.getByLabelText(/^Senha/), password);
  return user;
}

async function signIn(email: string, password = PASSWORD) {
  const user = await typeCredentials(email, password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  return user;
}

const signedInEmail = () => sessionStore.getState().session?.user.email;

afterEach(() => sessionStore.getState().logout());

describe('login', () => {
  it('asks for both fields and focuses the first empty one', async () => {
    await renderAuth('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Campo obrigatório!');
    expect(screen.getByLabelText(/^Senha/)).toHaveAccessibleDescription('Campo obrigatório!');
    expect(sessionStore.getState().session).toBeNull();
  });

  // Issue 28, item 4. The e-mail is the account's user name: `username` (not `email`) is what
  // password managers pair with `current-password` to offer the saved sign-in.
  it('tells a phone what each field holds: an e-mail user name and the current password', async () => {
    await renderAuth('/login');
    const email = await screen.findByLabelText(/^E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs a demo account in and stores its session', async () => {
    await renderAuth('/login');
    await signIn('super.pago@demo.com.br');
    await waitFor(() => expect(signedInEmail()).toBe('super.pago@demo.com.br'));
    const session = sessionStore.getState().session!;
    expect(session.company.name).toBe('Horizonte Serviços Ltda');
    expect(session.isSuperUser).toBe(true);
    expect(session.token).toEqual(expect.any(String));
  });

  it('signs in with Enter from the password field (keyboard alone)', async () => {
    await renderAuth('/login');
    const user = await typeCredentials('co@demo.com.br');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signedInEmail()).toBe('co@demo.com.br'));
  });

  it('shows a wrong password in a login-error toast and keeps what was typed', async () => {
    await renderAuth('/login');
    await signIn('co@demo.com.br', 'Errada@123');
    expect(await screen.findByText('Erro ao entrar')).toBeInTheDocument();
    expect(screen.getByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('co@demo.com.br');
    expect(screen.getByLabelText(/^Senha/)).toHaveValue('Errada@123');
    expect(screen.getByRole('button', { name: 'Entrar' })).not.toHaveAttribute('aria-busy');
    expect(sessionStore.getState().session).toBeNull();
  });

  // A demo account answers the first two; the sandbox is told to refuse the others (403).
  it.each([
    ['cant_find_user', 'ninguem@demo.com.br', () => {}, 'Usuário não encontrado.'],
    [
      'only_sso_login',
      'sso@demo.com.br',
      () => {},
      'Esta conta só pode entrar com login único (SSO).',
    ],
    [
      'company_deleted',
      'co@demo.com.br',
      () => page.sandbox.fail('login', 403, 'company_deleted'),
      'Esta empresa está desativada.',
    ],
    [
      'unauthorized',
      'co@demo.com.br',
      () => page.sandbox.fail('login', 403, 'unauthorized'),
      'Você não tem autorização para acessar este sistema.',
    ],
    [
      'expired_access',
      'co@demo.com.br',
      () => page.sandbox.fail('login', 403, 'expired_access'),
      'Seu acesso expirou. Entre em contato com a equipe comercial.',
    ],
  ])('shows %s as its text', async (_code, email, arrange, text) => {
    arrange();
    await renderAuth('/login');
    await signIn(email);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Erro ao entrar')).toBeInTheDocument();
    expect(sessionStore.getState().session).toBeNull();
  });

  it('ignores repeated clicks while the call runs: one login call', async () => {
    // Hold the answer until the extra clicks are in.
    const login = page.sandbox.hold('login');
    await renderAuth('/login');
    const user = await typeCredentials('co@demo.com.br');
    const button = screen.getByRole('button', { name: 'Entrar' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.keyboard('{Enter}');
    login.release();
    await waitFor(() => expect(signedInEmail()).toBe('co@demo.com.br'));
    expect(login.received).toBe(1);
  });

  it('links to recovery and single sign-on, and offers sign-up on the main platform', async () => {
    await renderAuth('/login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil');
    expect(await screen.findByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/login/definir-senha',
    );
    expect(
      screen.getByRole('link', { name: 'Cadastre sua empresa e teste grátis por 15 dias' }),
    ).toHaveAttribute('href', '/login/cadastro');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Entrar com login único (SSO)' }));
    expect(await screen.findByRole('heading', { name: 'Entrar com login único' })).toBeVisible();
  });

  it.each([
    ['partner mode', { partnerMode: true }],
    ['another platform', { platformCode: 'parceiro' }],
  ])('hides sign-up in %s', async (_case, config) => {
    await renderAuth('/login', { config });
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(screen.queryByRole('link', { name: /Cadastre sua empresa/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderAuth('/login', { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toBeInTheDocument();
  });
});

describe('company picker (login answered 202)', () => {
  async function reachPicker(route = '/login') {
    const result = await renderAuth(route);
    await signIn('multi@demo.com.br');
    await screen.findByRole('heading', { name: 'Escolha uma empresa' });
    return result;
  }

  it('lists available and expired companies; CONFIRMAR waits for a choice', async () => {
    const { location } = await reachPicker('/login?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil');
    expect(location().pathname).toBe('/login/escolher-empresa');
    // The way back survives the detour through the picker.
    expect(location().search).toBe('?redirectUrl=%2Fminha-conta%2Fmeu%2Fperfil');
    const companies = within(screen.getByRole('radiogroup', { name: 'Empresas' }));
    expect(companies.getAllByRole('radio')).toHaveLength(3);
    const expired = companies.getByRole('radio', { name: /acesso expirado/ });
    expect(expired).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
    expect(sessionStore.getState().session).toBeNull();
  });

  it('signs in to the chosen company with the keyboard alone', async () => {
    await reachPicker();
    const user = userEvent.setup();
    const companies = within(screen.getByRole('radiogroup', { name: 'Empresas' }));
    const first = companies.getAllByRole('radio').find((radio) => !radio.hasAttribute('disabled'))!;
    first.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'CONFIRMAR' })).toBeEnabled();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(signedInEmail()).toBe('multi@demo.com.br'));
    // Signed in to the company that was chosen.
    expect(
      companies.getByRole('radio', { name: sessionStore.getState().session!.company.name }),
    ).toBe(first);
  });

  it('sends a reload of the picker (no login in progress) back to the form', async () => {
    await renderAuth('/login/escolher-empresa?redirectUrl=%2Fminha-conta%2F');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });
});
