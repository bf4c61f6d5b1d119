import { act, render, screen } from '@testing-library/react';
import { ActionMenu } from '../ActionMenu/ActionMenu';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import { resetMenuWarmUps } from './MenuWarmUp';

describe('menu warm-up (a menu’s first opening as quick as the next)', () => {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    resetMenuWarmUps();
    window.requestIdleCallback = ((callback: () => void) =>
      idle.push(callback)) as unknown as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    // jsdom has none: the warm-up waits for idle moments it never gets.
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });
  const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));
  const nextFrame = () =>
    act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

  it('at the first idle moment, opens a hidden copy of the menu for a frame, leaving the focus and the real menu alone', async () => {
    render(
      <>
        <input aria-label="Busca" />
        <ProfileMenu
          label="Menu do perfil"
          name="Maria Souza"
          companyName="Empresa Demo"
          items={[
            {
              id: 'profile',
              label: 'Editar perfil',
              href: '/meu/perfil',
              onSelect: () => undefined,
            },
          ]}
        />
      </>,
    );
    screen.getByRole('textbox', { name: 'Busca' }).focus();
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);

    runIdle();
    const copy = document.querySelector('[role="menu"]');
    expect(copy).not.toBeNull();
    expect(copy?.closest('[aria-hidden="true"][inert]')).not.toBeNull();
    expect(screen.queryByRole('menu')).toBeNull(); // nothing a screen reader meets
    expect(screen.getByRole('button', { name: /^Menu do perfil/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Busca' }));

    await nextFrame();
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Busca' }));
  });

  it('warms each kind of menu once a page, however many are shown', async () => {
    const items = [{ id: 'edit', label: 'Editar', onSelect: () => undefined }];
    render(
      <>
        <ActionMenu items={items}>Ações</ActionMenu>
        <ActionMenu items={items}>Ações</ActionMenu>
      </>,
    );
    runIdle();
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(1);
    await nextFrame();
    runIdle();
    expect(document.querySelectorAll('[role="menu"]')).toHaveLength(0);
  });
});
