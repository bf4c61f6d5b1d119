import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { browser } from '@portal/router';
import { renderAuth } from '../../testing/renderAuth';

const page = installPageSandbox();
const API = 'http://localhost:18090/user';

/** What the identity provider's callback does: an assertion for an e-mail → a session id. */
async function ssoSessionFor(email: string): Promise<string> {
  const response = await page.sandbox.fetch(
    new Request(`${API}/auth/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jwt: 'header.claims.signature', email }),
    }),
  );
  return ((await response.json()) as { payload: { session: string } }).payload.session;
}

afterEach(() => sessionStore.getState().logout());

describe('start single sign-on', () => {
  async function start(email: string) {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderAuth('/login/sso');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), email);
    await user.keyboard('{Enter}');
    return assign;
  }

  it('sends the browser to the identity provider of an allowed account', async () => {
    const assign = await start('sso@demo.com.br');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]![0]);
    expect(target.pathname).toBe('/idp/authorize');
    expect(target.searchParams.get('email')).toBe('sso@demo.com.br');
    expect(target.searchParams.get('returnTo')).toMatch(/\/minha-conta\/login\/sso\/$/);
  });

  it('checks the e-mail before calling', async () => {
    const assign = await start('sso@demo');
    expect(await screen.findByText('Por favor, insira um e-mail válido.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['email_not_found', 'ninguem@empresa.com.br', 'E-mail não encontrado.'],
    [
      'domain_not_allowed_for_sso',
      'co@demo.com.br',
      'O domínio deste e-mail não permite login único (SSO).',
    ],
    ['domain_not_available', 'pessoa@gmail.com', 'O domínio deste e-mail não está disponível.'],
  ])('shows %s in a toast and keeps the e-mail', async (_code, email, text) => {
    const assign = await start(email);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Erro no login único')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue(email);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('return from the identity provider', () => {
  it('completes the login by itself from login/sso/session=<id>', async () => {
    const session = await ssoSessionFor('sso@demo.com.br');
    await renderAuth(`/login/sso/session=${session}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Concluindo o login único…');
    await waitFor(() =>
      expect(sessionStore.getState().session?.user.email).toBe('sso@demo.com.br'),
    );
  });

  it('refuses a used or unknown session with a toast and goes back to the e-mail step', async () => {
    const session = await ssoSessionFor('sso@demo.com.br');
    // The first visit spends the session.
    await page.sandbox.fetch(new Request(`${API}/auth/sso/session/${session}`));
    const { location } = await renderAuth(`/login/sso/session=${session}`);
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
    expect(screen.getByText('Erro no login único')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/login/sso'));
    expect(sessionStore.getState().session).toBeNull();
  });
});
