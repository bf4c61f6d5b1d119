import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_IMAGE_BYTES } from '@portal/domain';
import { Link, useNavigate } from '@portal/router';
import { sessionStore } from '@portal/session';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderAccount } from '../../flows/renderAccount';

const page = installPageSandbox();
const EMAIL = 'super.pago@demo.com.br';
const PASSWORD = 'Senha@123';

// jsdom has no object URLs; the preview only needs a distinct address per file.
beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:preview/${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
});

const image = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

const owner = () => page.sandbox.db().users.find((user) => user.email === EMAIL)!;
const horizonte = () => page.sandbox.db().companies.find((c) => c.id === 'c-horizonte')!;

/** Ways out of the page that are the frame's, not the page's: a link and a menu action. */
function Elsewhere() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/gestao-de-usuarios">Ir para usuários</Link>
      <button type="button" onClick={() => navigate('/')}>
        Menu: minha conta
      </button>
    </>
  );
}

async function openProfile(locale: 'pt-BR' | 'es' = 'pt-BR') {
  const session = page.sessionOf(EMAIL);
  const view = await renderAccount('/meu/perfil', {
    session,
    locale,
    beside: <Elsewhere />,
    routes: [{ path: '*', element: <p>Outra página</p> }],
  });
  await screen.findByText('Horizonte Serviços Ltda');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const save = () => screen.getByRole('button', { name: 'Salvar' });
const cancel = () => screen.getByRole('button', { name: 'Cancelar' });
const avatarInput = () =>
  screen.getByLabelText<HTMLInputElement>('Foto de perfil', { selector: 'input' });
const logoInput = () =>
  screen.getByLabelText<HTMLInputElement>('Logo da empresa', { selector: 'input' });

async function typePasswords(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  repeat = next,
) {
  await user.type(screen.getByLabelText(/^Senha atual/), current);
  await user.type(screen.getByLabelText(/^Nova senha/), next);
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), repeat);
}

describe('profile', () => {
  it('shows the company data and my data, read-only, with Save and Cancel waiting for a change', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Dados da empresa' });
    expect(within(company).getByText('Horizonte Serviços Ltda')).toBeInTheDocument();
    expect(within(company).getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Meus dados' });
    expect(within(mine).getByText('Paula Ribeiro')).toBeInTheDocument();
    expect(within(mine).getByText(EMAIL)).toBeInTheDocument();
    expect(within(mine).getByText('CEO e CO · Superusuário')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(cancel()).toBeDisabled();
  });

  it('refuses an avatar over 1 MiB with a toast, sends nothing, and keeps Save disabled', async () => {
    const { user } = await openProfile();
    await user.upload(avatarInput(), image(MAX_IMAGE_BYTES + 1, 'grande.png', 'image/png'));
    expect(await screen.findByText('Não foi possível usar esta imagem')).toBeInTheDocument();
    expect(screen.getByText('A imagem deve ter no máximo 1 MB')).toBeInTheDocument();
    expect(avatarInput().value).toBe('');
    expect(save()).toBeDisabled();
  });

  it('refuses a GIF logo with the type rule', async () => {
    const { user } = await openProfile();
    await user.upload(logoInput(), image(100, 'logo.gif', 'image/gif'));
    expect(await screen.findByText('Use uma imagem JPG, JPEG, PNG ou WEBP')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('uploads a new avatar through the file service, records it, shows it in the header session and the success modal', async () => {
    const { user } = await openProfile();
    await user.upload(avatarInput(), image(2048, 'eu.png', 'image/png'));
    expect(save()).toBeEnabled();
    await user.click(save());
    const done = await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    expect(within(done).getByText('Suas alterações foram salvas.')).toBeInTheDocument();
    const url = owner().avatarUrl!;
    expect(url).toMatch(/\/files\/f/);
    expect(sessionStore.getState().session!.user.avatarUrl).toBe(url);
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('img', { name: 'Foto de perfil' })).toHaveAttribute('src', url);
    expect(save()).toBeDisabled();
  });

  it('reads the avatar from the server and shows it, in the header session too', async () => {
    owner().avatarUrl = 'https://example.com/eu.png';
    await openProfile();
    const mine = screen.getByRole('region', { name: 'Meus dados' });
    expect(await within(mine).findByRole('img', { name: 'Foto de perfil' })).toHaveAttribute(
      'src',
      'https://example.com/eu.png',
    );
    expect(sessionStore.getState().session!.user.avatarUrl).toBe('https://example.com/eu.png');
  });

  it('shows no avatar when the server answers none, whatever the session held', async () => {
    owner().avatarUrl = null;
    const session = page.sessionOf(EMAIL);
    sessionStore.getState().setAvatar('https://example.com/old.png');
    await renderAccount('/meu/perfil', {
      session: { ...session, user: { ...session.user, avatarUrl: 'https://example.com/old.png' } },
    });
    await screen.findByText('Horizonte Serviços Ltda');
    await waitFor(() => expect(sessionStore.getState().session!.user.avatarUrl ?? null).toBeNull());
    expect(screen.queryByRole('img', { name: 'Foto de perfil' })).not.toBeInTheDocument();
  });

  it('says in a toast, with the message, that the avatar could not be read', async () => {
    page.sandbox.fail('getAvatar', 400, 'general_update_error');
    await openProfile();
    expect(
      await screen.findByText('Não foi possível carregar a foto de perfil'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Não foi possível salvar as alterações. Tente novamente.'),
    ).toBeInTheDocument();
    // Once, however often the page renders.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText('Não foi possível carregar a foto de perfil')).toHaveLength(1);
  });

  it('says the avatar could not be read in Spanish', async () => {
    page.sandbox.fail('getAvatar', 400, 'general_update_error');
    await openProfile('es');
    expect(await screen.findByText('No se pudo cargar la foto de perfil')).toBeInTheDocument();
  });

  it('removes the replaced avatar’s file from the file service', async () => {
    const { user } = await openProfile();
    await user.upload(avatarInput(), image(2048, 'eu.png', 'image/png'));
    await user.click(save());
    const done = await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const first = owner().avatarUrl!;
    const firstId = first.split('/').at(-1)!;
    expect(page.sandbox.db().files[firstId]).toBeDefined();

    await user.upload(avatarInput(), image(2048, 'eu2.png', 'image/png'));
    await user.click(save());
    await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    expect(owner().avatarUrl).not.toBe(first);
    await waitFor(() => expect(page.sandbox.db().files[firstId]).toBeUndefined());
    expect(owner().avatarUrl).toMatch(/\/files\/f/);
  });

  it('keeps the new logo when the old file cannot be removed', async () => {
    horizonte().logoUrl = 'https://example.com/logo.png';
    page.sandbox.fail('removeFile', 500, 'general_update_error');
    const { user } = await openProfile();
    const logo = screen.getByRole('group', { name: 'Logo da empresa' });
    await within(logo).findByRole('img', { name: 'Logo da empresa' });
    await user.upload(logoInput(), image(2048, 'logo2.png', 'image/png'));
    await user.click(save());
    await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    expect(horizonte().logoUrl).toMatch(/\/files\/f/);
    expect(screen.queryByText('Não foi possível atualizar o logo')).not.toBeInTheDocument();
  });

  it('deletes the company logo', async () => {
    horizonte().logoUrl = 'https://example.com/logo.png';
    const { user } = await openProfile();
    const logo = screen.getByRole('group', { name: 'Logo da empresa' });
    await within(logo).findByRole('img', { name: 'Logo da empresa' });
    await user.click(within(logo).getByRole('button', { name: 'Remover imagem' }));
    await user.click(save());
    await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    expect(horizonte().logoUrl).toBeNull();
  });

  it('says the avatar could not be updated, and keeps the chosen picture to try again', async () => {
    const { user } = await openProfile();
    await user.upload(avatarInput(), image(2048, 'eu.png', 'image/png'));
    page.sandbox.fail('updateAvatar', 500, 'general_update_error');
    await user.click(save());
    expect(await screen.findByText('Não foi possível atualizar o avatar')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Perfil atualizado' })).not.toBeInTheDocument();
  });

  // Issue 28, item 4: a password manager offers the saved password and a new strong one.
  it('tells a phone which password is the current one and which are new', async () => {
    await openProfile();
    expect(screen.getByLabelText(/^Senha atual/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('changes the password with the current one', async () => {
    const { user } = await openProfile();
    await typePasswords(user, PASSWORD, 'Nova@2026');
    await user.click(save());
    await screen.findByRole('dialog', { name: 'Perfil atualizado' });
    expect(owner().password).toBe('Nova@2026');
    expect(screen.getByLabelText(/^Senha atual/)).toHaveValue('');
  });

  it('says "A senha atual está incorreta!" for a wrong current password and keeps what was typed', async () => {
    const { user } = await openProfile();
    await typePasswords(user, 'Errada@123', 'Nova@2026');
    await user.click(save());
    const current = screen.getByLabelText(/^Senha atual/);
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('A senha atual está incorreta!'),
    );
    // On the field and in the toast (spec §8), which the notice channel renders a moment later.
    await waitFor(() =>
      expect(screen.getAllByText('A senha atual está incorreta!')).toHaveLength(2),
    );
    expect(current).toHaveValue('Errada@123');
    expect(screen.getByLabelText(/^Nova senha/)).toHaveValue('Nova@2026');
    expect(owner().password).toBe(PASSWORD);
  });

  it('holds the new password to the rules and the confirmation to the new one', async () => {
    const { user } = await openProfile();
    await typePasswords(user, PASSWORD, 'fraca', 'outra');
    await user.tab();
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      'Sua senha deve conter no mínimo oito caracteres, uma letra maiúscula, uma letra minúscula e um número',
    );
    expect(save()).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Nova senha/));
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova@2026');
    expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription(
      'Os valores precisam ser iguais',
    );
    expect(save()).toBeDisabled();
  });

  it('restores everything on Cancel', async () => {
    const { user } = await openProfile();
    await user.upload(avatarInput(), image(2048, 'eu.png', 'image/png'));
    await user.type(screen.getByLabelText(/^Senha atual/), 'algo');
    await user.click(cancel());
    expect(screen.getByLabelText(/^Senha atual/)).toHaveValue('');
    const avatar = screen.getByRole('group', { name: 'Foto de perfil' });
    expect(within(avatar).queryByRole('img')).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(cancel()).toBeDisabled();
  });

  it('asks before leaving with unsaved changes, through a link or the menu, and stays when told to', async () => {
    const { user, location } = await openProfile();
    await user.type(screen.getByLabelText(/^Senha atual/), 'algo');

    await user.click(screen.getByRole('button', { name: 'Menu: minha conta' }));
    const ask = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(location().pathname).toBe('/meu/perfil');
    expect(screen.getByLabelText(/^Senha atual/)).toHaveValue('algo');

    await user.click(screen.getByRole('link', { name: 'Ir para usuários' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/gestao-de-usuarios'));
  });

  it('lets the browser ask on reload while changes are unsaved, and not otherwise', async () => {
    const { user } = await openProfile();
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(false);
    await user.upload(avatarInput(), image(2048, 'eu.png', 'image/png'));
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);
  });

  it('speaks Spanish', async () => {
    await openProfile('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Datos de la empresa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });
});
