import { lazy, useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { defineRemote, type RemoteRoutesModule } from '@portal/contracts';
import { Link } from '@portal/router';
import { aSession, testRuntimeConfig } from '@portal/testing/render';
import { renderShell } from '../testing/renderShell';
import {
  currentRoutesModule,
  loadRoutesModule,
  remoteServing,
} from '../remotes/loading/federation';
import { preloadRemoteFor } from '../remotes/loading/useRemoteModule';
import { renderAhead } from '../remotes/speculation/ahead';
import { loadShellFrame } from '../pages/remote/shellFrame';
import { AppRoutes } from './App';

jest.mock('../remotes/loading/federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  nextRemotes: jest.fn(() => []),
  remoteServing: jest.fn(),
}));

/** How often the page was drawn, and whether its effects ran (a page shown, not just drawn). */
const renders = { charges: 0, effects: 0 };

function ChargesPage() {
  renders.charges += 1;
  useEffect(() => {
    renders.effects += 1;
  }, []);
  return <h1>Página de cobranças</h1>;
}

function HomePage() {
  return (
    <>
      <h1>Início</h1>
      <Link to="/gestao-de-cobrancas">Cobranças</Link>
    </>
  );
}

const remote = (name: 'mf_billing' | 'mf_account', module: Partial<RemoteRoutesModule>) =>
  defineRemote({ name, version: '0.1.1', loadMessages: async () => ({}), routes: [], ...module });

const billing = remote('mf_billing', {
  routes: [
    {
      path: 'gestao-de-cobrancas',
      access: 'private',
      title: msg`Gestão de cobranças`,
      Page: lazy(async () => ({ default: ChargesPage })),
    },
  ],
});
const account = remote('mf_account', {
  routes: [
    {
      path: '',
      access: 'private',
      title: msg`Início`,
      Page: lazy(async () => ({ default: HomePage })),
    },
  ],
});

beforeEach(() => {
  renders.charges = 0;
  renders.effects = 0;
  const modules = { mf_billing: Promise.resolve(billing), mf_account: Promise.resolve(account) };
  jest.mocked(loadRoutesModule).mockImplementation((name) => modules[name as keyof typeof modules]);
  jest
    .mocked(currentRoutesModule)
    .mockImplementation((name) => modules[name as keyof typeof modules]);
  jest
    .mocked(remoteServing)
    .mockImplementation((pathname) =>
      pathname === '/gestao-de-cobrancas' ? 'mf_billing' : 'mf_account',
    );
});
afterEach(() => renderAhead(null));

const renderPortal = () =>
  renderShell(<AppRoutes config={testRuntimeConfig()} />, {
    route: '/',
    session: aSession(),
  });

describe('a page rendered ahead (issue 29, goal 5)', () => {
  it('is drawn hidden once the visitor points at it, and the click reveals that very page, not drawn again', async () => {
    await renderPortal();
    await screen.findByRole('heading', { level: 1, name: 'Início' });

    await act(async () => {
      if (await preloadRemoteFor('/gestao-de-cobrancas')) renderAhead('/gestao-de-cobrancas');
    });
    // Drawn, out of sight and out of the accessibility tree, its effects not run.
    const drawn = await screen.findByText('Página de cobranças');
    expect(drawn).not.toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Página de cobranças' })).toBeNull();
    expect(renders.effects).toBe(0);
    const renderedAhead = renders.charges;

    fireEvent.click(screen.getByRole('link', { name: 'Cobranças' }));
    // The very element drawn ahead, now shown: revealed, not drawn again.
    const shown = await screen.findByRole('heading', { level: 1, name: 'Página de cobranças' });
    expect(shown).toBe(drawn);
    expect(shown).toBeVisible();
    expect(renders.charges).toBe(renderedAhead);
    expect(renders.effects).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Gestão de cobranças · Minha Conta'));

    // It served that visit: back home and to it again, it is a page opened afresh.
    fireEvent.click(screen.getByRole('link', { name: 'Minha Conta' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Cobranças' }));
    const again = await screen.findByRole('heading', { level: 1, name: 'Página de cobranças' });
    expect(again).not.toBe(drawn);
    expect(renders.effects).toBe(2);
  });

  it('without one, the page is drawn when opened, as before', async () => {
    await renderPortal();
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    expect(renders.charges).toBe(0);
    fireEvent.click(screen.getByRole('link', { name: 'Cobranças' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página de cobranças' }),
    ).toBeVisible();
    expect(renders.effects).toBe(1);
  });
});

describe('a page rendered ahead, arrived at by a press (issue 52)', () => {
  it("shows the shell's frame of the page in the press's own task, and reveals the page rendered ahead once that frame has painted", async () => {
    // What the shell loads for a signed-in visitor (useWarmMenuRemotes).
    await loadShellFrame();
    await renderPortal();
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    await act(async () => {
      if (await preloadRemoteFor('/gestao-de-cobrancas')) renderAhead('/gestao-de-cobrancas');
    });
    const drawn = await screen.findByText('Página de cobranças');

    fireEvent.click(screen.getByRole('link', { name: 'Cobranças' }));
    // In the press's own task: the page's title and placeholders, the page drawn ahead still
    // hidden and its effects not run (revealing it there held the frame that answers the press).
    expect(screen.getByRole('heading', { level: 1, name: 'Gestão de cobranças' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Início' })).toBeNull();
    expect(drawn).not.toBeVisible();
    expect(renders.effects).toBe(0);

    // Then the very page drawn ahead, shown in its place.
    const shown = await screen.findByRole('heading', { level: 1, name: 'Página de cobranças' });
    expect(shown).toBe(drawn);
    expect(shown).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Gestão de cobranças' })).toBeNull();
    expect(renders.effects).toBe(1);
  });
});
