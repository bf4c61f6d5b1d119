import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderBackoffice } from '../../flows/renderBackoffice';

// The sandbox knows two integrity networks by their mother-company codes: REDESUL and REDENORTE.
const page = installPageSandbox();
const ADMIN = 'admin@provedor.com.br';
const ROUTE = '/gestao-de-empresas/gerador-de-link';

afterEach(() => sessionStore.getState().logout());

async function openPage(options: { locale?: 'pt-BR' | 'es' } = {}) {
  const user = userEvent.setup();
  await renderBackoffice(ROUTE, { session: page.sessionOf(ADMIN), ...options });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const link = () => screen.queryByRole('status', { name: 'Link de cadastro' });
const linkText = () => link()?.textContent ?? null;
const channel = (name: string) => screen.getByRole('checkbox', { name });
const checked = () =>
  screen
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('aria-checked') === 'true')
    .map((box) => box.id && document.querySelector(`label[for="${box.id}"]`)?.textContent);
const networkSwitch = () => screen.getByRole('switch', { name: 'Rede de integridade' });
const codeSelect = () => screen.getByRole('combobox', { name: /^Código da empresa mãe/ });

async function chooseNetwork(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(networkSwitch());
  await waitFor(() => expect(codeSelect()).toBeEnabled());
  await user.selectOptions(codeSelect(), code);
}

describe('sign-up link generator', () => {
  it('starts with Advanced and the web channel, and shows their link', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gerador de link SaaS' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(checked()).toEqual(['Canal de denúncias web']);
    expect(networkSwitch()).not.toBeChecked();
    // An absolute address of this portal (the tests' router has no base path).
    expect(linkText()).toBe(`${window.location.origin}/login/cadastro/adw/false`);
    expect(screen.getByRole('link', { name: /^Abrir link/ })).toHaveAttribute('href', linkText());
  });

  it('follows the plan at once', async () => {
    const user = await openPage();
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    expect(linkText()).toMatch(/\/login\/cadastro\/enw\/false$/);
    await user.click(screen.getByRole('radio', { name: 'Essential' }));
    expect(linkText()).toMatch(/\/login\/cadastro\/esw\/false$/);
  });

  it('lists several channels comma-separated, in the order os, sw, sl, sl0800', async () => {
    const user = await openPage();
    await user.click(channel('Canal 0800 com psicólogos e link'));
    await user.click(channel('Canal de denúncias web com link'));
    expect(checked()).toEqual([
      'Canal de denúncias web',
      'Canal de denúncias web com link',
      'Canal 0800 com psicólogos e link',
    ]);
    expect(linkText()).toMatch(/\/login\/cadastro\/adw,adwl,adwl0800\/false$/);
  });

  it('makes "no channel" exclusive: choosing it clears the channels, choosing a channel clears it', async () => {
    const user = await openPage();
    await user.click(channel('Canal de denúncias web com link'));
    await user.click(channel('Sem canal de denúncias'));
    expect(checked()).toEqual(['Sem canal de denúncias']);
    expect(linkText()).toMatch(/\/login\/cadastro\/ad\/false$/);

    await user.click(channel('Canal 0800 com psicólogos e link'));
    expect(checked()).toEqual(['Canal 0800 com psicólogos e link']);
    expect(linkText()).toMatch(/\/login\/cadastro\/adwl0800\/false$/);
  });

  it('shows no link while no channel is chosen, and says why', async () => {
    const user = await openPage();
    await user.click(channel('Canal de denúncias web'));
    expect(checked()).toEqual([]);
    expect(link()).not.toBeInTheDocument();
    expect(screen.getByText('Escolha pelo menos um canal para gerar o link.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();

    await user.click(channel('Canal de denúncias web'));
    expect(linkText()).toMatch(/\/login\/cadastro\/adw\/false$/);
  });

  it('adds a verified mother-company code of an integrity network', async () => {
    const user = await openPage();
    await chooseNetwork(user, 'REDESUL');
    expect(await screen.findByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      /\/login\/cadastro\/adw\/REDESUL$/,
    );
    expect(codeSelect()).not.toHaveAttribute('aria-invalid');

    // The network's code follows the other choices; switched off, the link goes back to false.
    await user.click(channel('Canal de denúncias web com link'));
    expect(linkText()).toMatch(/\/login\/cadastro\/adw,adwl\/REDESUL$/);
    await user.click(networkSwitch());
    expect(linkText()).toMatch(/\/login\/cadastro\/adw,adwl\/false$/);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("uses the management service's link for the network, with the plans chosen here", async () => {
    const user = await openPage();
    await chooseNetwork(user, 'REDESUL');
    // The service's link is the portal's registration under /minha-conta (the tests' router has
    // no base path, so a link built here would have none).
    expect(await screen.findByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      /^https?:\/\/[^/]+\/minha-conta\/login\/cadastro\/adw\/REDESUL$/,
    );
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.click(channel('Canal 0800 com psicólogos e link'));
    expect(linkText()).toMatch(/\/minha-conta\/login\/cadastro\/enw,enwl0800\/REDESUL$/);
    expect(screen.getByRole('link', { name: /^Abrir link/ })).toHaveAttribute('href', linkText());
  });

  it('builds the link on this portal when the management service gives none for the code', async () => {
    const network = page.sandbox.db().motherCodes.find((entry) => entry.code === 'REDESUL')!;
    network.signupPath = null;
    const user = await openPage();
    await chooseNetwork(user, 'REDESUL');
    await waitFor(() =>
      expect(linkText()).toBe(`${window.location.origin}/login/cadastro/adw/REDESUL`),
    );
  });

  it('offers the known codes with their mother companies', async () => {
    const user = await openPage();
    await user.click(networkSwitch());
    await waitFor(() => expect(codeSelect()).toBeEnabled());
    const options = within(codeSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Selecione o código');
    expect(options.slice(1)).toEqual([
      expect.stringMatching(/^REDESUL — /),
      expect.stringMatching(/^REDENORTE — /),
    ]);
  });

  it('needs the mother code while the network is on', async () => {
    const user = await openPage();
    await user.click(networkSwitch());
    expect(link()).not.toBeInTheDocument();
    expect(screen.getByText('Escolha o código da empresa mãe para gerar o link.')).toBeVisible();
    await waitFor(() => expect(codeSelect()).toBeEnabled());
    // Left without a choice, the field says what it needs.
    codeSelect().focus();
    await user.tab();
    expect(codeSelect()).toHaveAccessibleDescription('Selecione uma opção');
  });

  it('refuses a code the management service does not know: message on the field, no link', async () => {
    const user = await openPage();
    await user.click(networkSwitch());
    await waitFor(() => expect(codeSelect()).toBeEnabled());
    // The network was removed after the list was read.
    const db = page.sandbox.db();
    db.motherCodes = db.motherCodes.filter((entry) => entry.code !== 'REDENORTE');
    await user.selectOptions(codeSelect(), 'REDENORTE');

    await waitFor(() =>
      expect(codeSelect()).toHaveAccessibleDescription('Código da Rede de Integridade inválido.'),
    );
    expect(link()).not.toBeInTheDocument();
    expect(screen.getByText('Escolha um código válido para gerar o link.')).toBeVisible();

    await user.selectOptions(codeSelect(), 'REDESUL');
    expect(await screen.findByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      /\/REDESUL$/,
    );
  });

  it('shows no link while the code is being checked', async () => {
    const user = await openPage();
    await user.click(networkSwitch());
    await waitFor(() => expect(codeSelect()).toBeEnabled());
    const held = page.sandbox.hold('signupLink');
    await user.selectOptions(codeSelect(), 'REDESUL');
    expect(await screen.findByText('Verificando o código da empresa mãe…')).toBeVisible();
    expect(link()).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      /\/REDESUL$/,
    );
  });

  it('offers to check again when the management service cannot be reached', async () => {
    const user = await openPage();
    await user.click(networkSwitch());
    await waitFor(() => expect(codeSelect()).toBeEnabled());
    page.sandbox.fail('signupLink', 'network', { times: Infinity });
    await user.selectOptions(codeSelect(), 'REDESUL');
    await waitFor(() =>
      expect(codeSelect()).toHaveAccessibleDescription(
        'Não foi possível verificar o código agora.',
      ),
    );
    expect(link()).not.toBeInTheDocument();

    page.sandbox.clear('signupLink');
    await user.click(screen.getByRole('button', { name: 'Verificar o código de novo' }));
    expect(await screen.findByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      /\/REDESUL$/,
    );
  });

  it('says so when the codes cannot be loaded, and loads them again on request', async () => {
    page.sandbox.fail('allCodes', 500, { code: 'general_error', times: Infinity });
    const user = await openPage();
    await user.click(networkSwitch());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os códigos das empresas mãe');
    page.sandbox.clear('allCodes');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(codeSelect()).toBeEnabled());
  });

  it('copies the link', async () => {
    const user = await openPage();
    // user-event puts its own clipboard in place; the copy goes through its writeText.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(linkText());
    expect(writeText.mock.calls[0]?.[0]).toMatch(/\/login\/cadastro\/adw\/false$/);
    expect(await screen.findByRole('button', { name: 'Link copiado!' })).toBeVisible();
  });
});

describe('sign-up link generator in Spanish', () => {
  it('speaks Spanish', async () => {
    const user = await openPage({ locale: 'es' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Generador de enlace SaaS' }),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sin canal de denuncias' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Canal de denuncias web' })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Enlace de registro' })).toHaveTextContent(
      /\/login\/cadastro\/adw\/false$/,
    );
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Canal de denuncias web' }));
    expect(screen.getByText('Elija al menos un canal para generar el enlace.')).toBeVisible();
  });
});
