import { createContext, lazy, useContext, useEffect, type ReactNode } from 'react';
import { api } from '@portal/api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { defineRemote, type RemoteRoutesModule } from '@portal/contracts';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { aSession } from '@portal/testing/render';
import { clearReports, getReports } from '@portal/telemetry';
import { renderShell } from '../../testing/renderShell';
import { RemoteRoute } from './RemoteRoute';
import { currentRoutesModule, loadRoutesModule } from '../../remotes/loading/federation';
import { RemoteLoadError } from '../../remotes/loading/RemoteLoadError';
import { PAGE_READY_WAIT_MS } from './usePageReady';
import { loadPage } from '../../remotes/loading/loadedPages';
import { loadShellFrame } from './shellFrame';

jest.mock('../../remotes/loading/federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(),
  nextRemotes: jest.fn(() => []),
}));

const load = loadRoutesModule as jest.MockedFunction<typeof loadRoutesModule>;

let pageBehaviour: 'ok' | 'throw' | 'throw-secret' | 'call-api' = 'ok';
function ChargesPage() {
  if (pageBehaviour === 'throw') throw new Error('page exploded');
  if (pageBehaviour === 'throw-secret')
    throw new Error('page exploded at /cards?token=tok_4111111111111111 with Bearer abc.def.ghi');
  return <ChargesHeading callApi={pageBehaviour === 'call-api'} />;
}

function ChargesHeading({ callApi }: { readonly callApi: boolean }) {
  useEffect(() => {
    // What a page does when it can no longer reach the API: the error is the page's to show.
    if (callApi) api.subscriptions().catch(() => undefined);
  }, [callApi]);
  return <h1>Página de cobranças</h1>;
}

const billing: RemoteRoutesModule = defineRemote({
  name: 'mf_billing',
  version: '0.1.1',
  loadMessages: async () => ({}),
  routes: [
    {
      path: 'gestao-de-cobrancas',
      access: 'private',
      groups: ['superUser'],
      flag: 'charges-management',
      title: msg`Gestão de cobranças`,
      Page: lazy(async () => ({ default: ChargesPage })),
    },
  ],
});

function renderRoute(options: Parameters<typeof renderShell>[1] = {}) {
  return renderShell(<RemoteRoute remote="mf_billing" pattern="gestao-de-cobrancas" />, {
    path: '/gestao-de-cobrancas',
    route: '/gestao-de-cobrancas',
    session: aSession(),
    routes: [
      { path: '/acesso-negado', element: <p>negado</p> },
      { path: '/login', element: <p>login</p> },
    ],
    ...options,
  });
}

beforeEach(() => {
  pageBehaviour = 'ok';
  clearReports();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('loads the remote, shows its page and sets the title', async () => {
    load.mockResolvedValue(billing);
    await renderRoute();
    expect(await screen.findByRole('heading', { name: 'Página de cobranças' })).toBeInTheDocument();
    expect(document.title).toBe('Gestão de cobranças · Minha Conta');
  });

  it('shows the remote’s frame, with the route’s title, while a private page’s code is on its way', async () => {
    let arrive = () => {};
    const code = new Promise<{ default: typeof ChargesPage }>(
      (resolve) => (arrive = () => resolve({ default: ChargesPage })),
    );
    const [route] = billing.routes;
    load.mockResolvedValue({
      ...billing,
      Frame: ({ title }) => <h1>{title} (a caminho)</h1>,
      routes: [{ ...route!, Page: lazy(() => code) }],
    });
    await renderRoute();
    expect(
      await screen.findByRole('heading', { name: 'Gestão de cobranças (a caminho)' }),
    ).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Página de cobranças' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /a caminho/ })).toBeNull();
  });

  it("writes the route's description to the meta tag in the active language, and removes it with the page", async () => {
    const description = msg`Veja e pague as cobranças da sua empresa.`;
    const withDescription: RemoteRoutesModule = {
      ...billing,
      routes: [{ ...billing.routes[0]!, description }],
    };
    // The remote's Spanish catalog (the shell registers a remote's loader once per page).
    i18n.load('es', { [description.id!]: 'Vea y pague los cobros de su empresa.' });
    const meta = () => document.head.querySelector('meta[name="description"]');

    load.mockResolvedValue(withDescription);
    const { unmount } = await renderRoute();
    await screen.findByRole('heading', { name: 'Página de cobranças' });
    expect(meta()).toHaveAttribute('content', 'Veja e pague as cobranças da sua empresa.');
    unmount();
    expect(meta()).toBeNull();

    await renderRoute({ locale: 'es' });
    await screen.findByRole('heading', { name: 'Página de cobranças' });
    await waitFor(() =>
      expect(meta()).toHaveAttribute('content', 'Vea y pague los cobros de su empresa.'),
    );
  });

  it('leaves no meta description on a page without one', async () => {
    document.head.innerHTML = '';
    load.mockResolvedValue(billing);
    await renderRoute();
    await screen.findByRole('heading', { name: 'Página de cobranças' });
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it("wraps the page in the remote's providers", async () => {
    const Cache = createContext('no cache');
    function CachePage() {
      return <h1>{`Cache: ${useContext(Cache)}`}</h1>;
    }
    load.mockResolvedValue({
      ...billing,
      Providers: ({ children }: { readonly children: ReactNode }) => (
        <Cache.Provider value="mf_billing">{children}</Cache.Provider>
      ),
      routes: [{ ...billing.routes[0]!, Page: lazy(async () => ({ default: CachePage })) }],
    });
    await renderRoute();
    expect(await screen.findByRole('heading', { name: 'Cache: mf_billing' })).toBeInTheDocument();
  });

  it('shows the translated panel when the remote cannot load, and Retry recovers', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('mf_billing', 'timeout', new Error('slow')));
    await renderRoute();
    expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeInTheDocument();
    const report = getReports().at(-1);
    expect(report).toMatchObject({ remote: 'mf_billing', phase: 'remote-load:timeout' });
    expect(screen.getByText(`Código do erro: ${report?.id}`)).toBeInTheDocument();

    load.mockResolvedValue(billing);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Página de cobranças' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf_billing', { retry: true });
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue(billing);
    pageBehaviour = 'throw';
    await renderRoute();
    expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeInTheDocument();
    expect(getReports().at(-1)).toMatchObject({
      remote: 'mf_billing',
      remoteVersion: '0.1.1',
      phase: 'remote-render',
    });

    pageBehaviour = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Página de cobranças' })).toBeInTheDocument();
  });

  it('shows the details of a page that threw and copies them: Copiar detalhes → Copiando... → Copiado, 500 ms each', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    load.mockResolvedValue(billing);
    pageBehaviour = 'throw-secret';
    await renderRoute({ session: aSession({ token: 'secret-token-abcdef' }) });
    const copy = await screen.findByRole('button', { name: 'Copiar detalhes' });
    const report = getReports().at(-1);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByText(`Código do erro: ${report?.id}`)).toBeInTheDocument();

    fireEvent.click(screen.getByText('Ver detalhes do erro'));
    expect(screen.getByText(/Mensagem: page exploded at/)).toBeVisible();

    jest.useFakeTimers();
    try {
      fireEvent.click(copy);
      expect(copy).toHaveTextContent('Copiando...');
      act(() => jest.advanceTimersByTime(499));
      expect(copy).toHaveTextContent('Copiando...');
      act(() => jest.advanceTimersByTime(1));
      expect(copy).toHaveTextContent('Copiado');
      act(() => jest.advanceTimersByTime(500));
      expect(copy).toHaveTextContent('Copiar detalhes');
    } finally {
      jest.useRealTimers();
    }

    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied).toContain('Mensagem: page exploded at /cards?token=[redacted]');
    expect(copied).toContain('Usuário: Maria Souza (u-1)');
    expect(copied).toContain('E-mail: maria@demo.com.br');
    expect(copied).toContain(`Código do erro: ${report?.id}`);
    expect(copied).toContain('Módulo com erro: mf_billing 0.1.1');
    expect(copied).not.toMatch(/secret-token-abcdef|tok_4111|abc\.def\.ghi/);
  });

  it('shows the details of a page that threw in Spanish', async () => {
    load.mockResolvedValue(billing);
    pageBehaviour = 'throw';
    await renderRoute({ locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Copiar detalles' })).toBeInTheDocument();
    expect(screen.getByText('Ver detalles del error')).toBeInTheDocument();
  });

  it('shows the panel in Spanish', async () => {
    load.mockRejectedValue(new Error('network'));
    await renderRoute({ locale: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Módulo no disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  describe('before its remote has arrived (issue 52)', () => {
    const never = () => new Promise<RemoteRoutesModule>(() => undefined);
    // What the shell loads for a signed-in visitor (App's useWarmMenuRemotes).
    beforeAll(() => loadShellFrame());

    it('draws a page the shell knows at once: its title, placeholders and tab title', async () => {
      load.mockImplementation(never);
      await renderRoute();
      expect(screen.getByRole('heading', { level: 1, name: 'Gestão de cobranças' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveAttribute('data-loading');
      await waitFor(() => expect(document.title).toBe('Gestão de cobranças · Minha Conta'));
    });

    it('draws it in Spanish', async () => {
      load.mockImplementation(never);
      await renderRoute({ locale: 'es' });
      expect(screen.getByRole('heading', { level: 1, name: 'Gestión de cobros' })).toBeVisible();
    });

    it('applies the guard at once: signed out to login, without the group to access denied', async () => {
      load.mockImplementation(never);
      const out = await renderRoute({ session: null });
      await waitFor(() => expect(out.location().pathname).toBe('/login'));
      out.unmount();
      const manager = await renderRoute({ session: aSession({ attributions: ['manager'] }) });
      await waitFor(() => expect(manager.location().pathname).toBe('/acesso-negado'));
      expect(screen.queryByRole('heading', { name: 'Gestão de cobranças' })).toBeNull();
    });

    it('shows a loading indicator for a page it does not know', async () => {
      load.mockImplementation(never);
      await renderShell(<RemoteRoute remote="mf_billing" pattern="outra-pagina" />, {
        path: '/outra-pagina',
        route: '/outra-pagina',
        session: aSession(),
      });
      expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
      expect(screen.queryByRole('heading')).toBeNull();
    });
  });

  describe("while a framed page's preload runs (usePageReady)", () => {
    // What the shell loads for a signed-in visitor (App's useWarmMenuRemotes).
    beforeAll(() => loadShellFrame());
    afterEach(() => jest.mocked(currentRoutesModule).mockReset());
    const framed = (preload: () => Promise<unknown>) => {
      const [route] = billing.routes;
      return {
        ...billing,
        Frame: ({ title }: { readonly title: string }) => <h1>{title} (a caminho)</h1>,
        routes: [
          { ...route!, preload, load: async () => ({ default: () => <h1>Página carregada</h1> }) },
        ],
      };
    };

    it('keeps the frame until the code and first read are in, then draws the loaded page itself', async () => {
      let arrive = () => {};
      const preload = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
      load.mockResolvedValue(framed(preload));
      await renderRoute();
      expect(
        await screen.findByRole('heading', { name: 'Gestão de cobranças (a caminho)' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(preload).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { name: 'Página carregada' })).toBeNull();
      await act(async () => arrive());
      expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
    });

    it('draws the frame first when the code is in but the first read is not, and the page at once on a visit after it was ready', async () => {
      let arrive = () => {};
      const preload = jest.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
      const module = framed(preload);
      // One load of the remote, as the shell keeps it (federation.ts).
      const loaded = Promise.resolve(module);
      load.mockReturnValue(loaded);
      jest.mocked(currentRoutesModule).mockReturnValue(loaded);
      // The code alone is in (a preload cut short): the frame still comes first.
      await loadPage(module.routes[0]!);
      const first = await renderRoute();
      expect(
        await screen.findByRole('heading', { name: 'Gestão de cobranças (a caminho)' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(preload).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { name: 'Página carregada' })).toBeNull();
      await act(async () => arrive());
      expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
      first.unmount();
      // Code and first read have come in once: the next visit draws the page in its first render.
      await renderRoute();
      expect(screen.getByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /a caminho/ })).toBeNull();
      expect(preload).toHaveBeenCalledTimes(1);
    });

    it('shows the page anyway when the preload fails or hangs', async () => {
      load.mockResolvedValue(framed(() => Promise.reject(new Error('offline'))));
      const failed = await renderRoute();
      expect(await screen.findByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
      failed.unmount();
      jest.useFakeTimers();
      try {
        load.mockResolvedValue(framed(() => new Promise(() => undefined)));
        await renderRoute();
        await screen.findByRole('heading', { name: 'Gestão de cobranças (a caminho)' });
        // The wait starts with the load, once the frame has painted (a frame, then a task).
        await act(async () => jest.advanceTimersByTime(PAGE_READY_WAIT_MS + 50));
        expect(screen.getByRole('heading', { name: 'Página carregada' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it("starts the page's code and first read once the frame has painted, not in the render's own task", async () => {
      const preload = jest.fn(() => Promise.resolve());
      load.mockResolvedValue(framed(preload));
      jest.useFakeTimers();
      try {
        await renderRoute();
        await screen.findByRole('heading', { name: 'Gestão de cobranças (a caminho)' });
        expect(preload).not.toHaveBeenCalled();
        await act(async () => jest.advanceTimersByTime(50));
        expect(preload).toHaveBeenCalledTimes(1);
        expect(
          await screen.findByRole('heading', { name: 'Página carregada' }),
        ).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('starts no preload for a visitor the guard sends away', async () => {
      const preload = jest.fn(() => Promise.resolve());
      load.mockResolvedValue(framed(preload));
      const { location } = await renderRoute({ session: aSession({ attributions: ['manager'] }) });
      await waitFor(() => expect(location().pathname).toBe('/acesso-negado'));
      expect(preload).not.toHaveBeenCalled();
    });
  });

  it('sends a visitor to login with the way back', async () => {
    load.mockResolvedValue(billing);
    const { location } = await renderRoute({ session: null });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?redirectUrl=%2Fminha-conta%2Fgestao-de-cobrancas');
  });

  it('an expired session met by a call of the page logs out and sends the user to login with the way back', async () => {
    load.mockResolvedValue(billing);
    pageBehaviour = 'call-api';
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ success: false, message: 'not_found_session' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const { location } = await renderRoute({ route: '/gestao-de-cobrancas?aba=historico' });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe(
      `?redirectUrl=${encodeURIComponent('/minha-conta/gestao-de-cobrancas?aba=historico')}`,
    );
    expect(sessionStore.getState().session).toBeNull();
  });

  it('sends a user without the group to access denied', async () => {
    load.mockResolvedValue(billing);
    const { location } = await renderRoute({ session: aSession({ attributions: ['manager'] }) });
    await waitFor(() => expect(location().pathname).toBe('/acesso-negado'));
  });

  it('reports a remote that does not declare the route the config gives it', async () => {
    load.mockResolvedValue({ ...billing, routes: [] });
    await renderRoute();
    expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeInTheDocument();
    expect(getReports().at(-1)).toMatchObject({ phase: 'remote-contract', remote: 'mf_billing' });
  });

  describe('on a prerendered page (adr-004)', () => {
    const prerender = () => document.getElementById('prerender');
    beforeEach(() => {
      document.body.insertAdjacentHTML('afterbegin', '<div id="prerender" inert>prerendered</div>');
      document.documentElement.classList.add('prerendered');
    });
    afterEach(() => {
      prerender()?.remove();
      document.documentElement.classList.remove('prerendered');
    });

    it('keeps the prerender while the remote loads and hands off once its page shows', async () => {
      let resolve: (module: RemoteRoutesModule) => void = () => undefined;
      load.mockReturnValue(new Promise((r) => (resolve = r)));
      await renderRoute();
      await new Promise((r) => setTimeout(r, 20));
      expect(prerender()).not.toBeNull();
      resolve(billing);
      expect(await screen.findByRole('heading', { name: 'Página de cobranças' })).toBeVisible();
      expect(prerender()).toBeNull();
      expect(document.documentElement).not.toHaveClass('prerendered');
    });

    it('hands off to the panel when the remote cannot load', async () => {
      load.mockRejectedValue(new RemoteLoadError('mf_billing', 'network', new Error('down')));
      await renderRoute();
      expect(await screen.findByRole('heading', { name: 'Módulo indisponível' })).toBeVisible();
      expect(prerender()).toBeNull();
    });
  });
});
