import { render, screen, waitFor, within } from '@testing-library/react';
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

  it('names the user and company at the top of the opened menu (shown there on a phone)', async () => {
    const { user } = setup();
    const trigger = screen.getByRole('button', {
      name: 'Menu do perfil: Maria Souza, Empresa Demo',
    });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    const identity = within(menu).getByText('Maria Souza').parentElement as HTMLElement;
    expect(identity).toHaveTextContent('Maria Souza Empresa Demo');
    // Before the items, and not an item itself: the arrow keys go straight to the actions.
    expect(
      identity.compareDocumentPosition(items[0] as HTMLElement) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(identity).not.toHaveAttribute('role', 'menuitem');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Editar perfil' })).toHaveFocus();
    // The trigger keeps its full name while the menu is open.
    expect(trigger).toHaveAccessibleName('Menu do perfil: Maria Souza, Empresa Demo');
  });
});
