import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileMenu } from './ProfileMenu';

function setup() {
  const goToProfile = jest.fn();
  const logout = jest.fn();
  render(
    <ProfileMenu
      label="Menu do perfil"
      name="Maria Souza"
      companyName="Empresa Demo"
      items={[
        {
          id: 'profile',
          label: 'Editar perfil',
          href: '/minha-conta/meu/perfil',
          onSelect: goToProfile,
        },
        { id: 'exit', label: 'Sair', onSelect: logout, separatorBefore: true },
      ]}
    />,
  );
  return { goToProfile, logout, user: userEvent.setup() };
}

describe('ProfileMenu', () => {
  it('shows the avatar initials, name and company on its trigger', () => {
    setup();
    const trigger = screen.getByRole('button', {
      name: 'Menu do perfil: Maria Souza, Empresa Demo',
    });
    expect(trigger).toHaveTextContent('Maria Souza Empresa Demo');
    expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'MS');
  });

  it('a link item navigates in the page and closes the menu', async () => {
    const { user, goToProfile } = setup();
    await user.click(screen.getByRole('button', { name: /Menu do perfil/ }));
    const item = await screen.findByRole('menuitem', { name: 'Editar perfil' });
    expect(item).toHaveAttribute('href', '/minha-conta/meu/perfil');
    await user.click(item);
    expect(goToProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works with the keyboard alone', async () => {
    const { user, logout } = setup();
    screen.getByRole('button', { name: /Menu do perfil/ }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
