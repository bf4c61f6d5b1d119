import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ReleaseInfo } from '@portal/contracts';
import { useRoutes } from '@portal/router';
import type { SessionData } from '@portal/session';
import { aSession, testRuntimeConfig } from '@portal/testing/render';
import { buildRoutes } from '../../app/routes';
import { loadRoutesModule } from '../../remotes/loading/federation';
import {
  noteRemoteFailed,
  noteRemoteLoaded,
  noteRemoteLoading,
  noteSingletonSkew,
  resetLiveVersions,
  trackRemotes,
} from '../../remotes/loading/liveVersions';
import { renderShell } from '../../testing/renderShell';
import { aRelease } from '../../testing/aRelease';
import { APP_VERSION } from '../../version';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));
// No remote ever loads here: the page must not need one (nor be taken by the back-office's
// `gestao-de-empresas/*`).
jest.mock('../../remotes/loading/federation', () => ({
  currentRoutesModule: jest.fn(),
  loadRoutesModule: jest.fn(() => new Promise(() => undefined)),
  nextRemotes: jest.fn(() => []),
  remoteServing: jest.fn(),
}));

const PATH = '/gestao-de-empresas/versoes';
const PINNED = 'http://localhost:18084/releases/0.1.0-0badc0de/mf-manifest.json';

const admin = () =>
  aSession({ attributions: ['sales'], isSuperUser: false, isSaas: false, userRole: 'co' });

/** The release files the remotes' origins serve now (a URL missing here answers 404). */
let releaseFiles: Record<string, ReleaseInfo> = {};

function answerReleaseFiles(input: RequestInfo | URL): Promise<Response> {
  const file = releaseFiles[String(input)];
  return Promise.resolve(
    file
      ? new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } })
      : new Response('not found', { status: 404 }),
  );
}

/** The portal's own route tree, as the app builds it from the runtime config. */
function Portal() {
  return useRoutes(buildRoutes(testRuntimeConfig()));
}

function renderPage(
  options: {
    session?: SessionData | null;
    locale?: 'pt-BR' | 'es';
    config?: Parameters<typeof testRuntimeConfig>[0];
  } = {},
) {
  return renderShell(<Portal />, {
    route: PATH,
    session: options.session === undefined ? admin() : options.session,
    locale: options.locale ?? 'pt-BR',
    config: options.config ?? {},
  });
}

/** The row of a remote (or a shared library) in its table. */
function rowOf(name: string): HTMLElement {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const readDone = () => screen.findByText(/^Arquivos de versão lidos às /);

beforeEach(() => {
  resetLiveVersions();
  trackRemotes([
    { name: 'mf_auth', manifest: 'http://localhost:18081/mf-manifest.json' },
    { name: 'mf_account', manifest: 'http://localhost:18082/mf-manifest.json' },
    { name: 'mf_billing', manifest: PINNED },
    { name: 'mf_backoffice', manifest: 'http://localhost:18085/mf-manifest.json' },
  ]);
  noteRemoteLoading('mf_auth');
  noteRemoteLoaded('mf_auth', '0.1.1');
  noteRemoteLoading('mf_billing');
  noteRemoteFailed('mf_billing', 'timeout', new Error('no answer in 4000 ms'));
  noteRemoteLoading('mf_backoffice');
  releaseFiles = {
    'http://localhost:18081/release.json': aRelease('mf_auth', '0.1.1', '3f9a2c1d'),
    'http://localhost:18084/releases/0.1.0-0badc0de/release.json': aRelease(
      'mf_billing',
      '0.1.0',
      '0badc0de',
    ),
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation(answerReleaseFiles);
  jest.mocked(getInstance).mockReturnValue({
    shareScopeMap: {
      default: {
        react: {
          '19.3.1': { version: '19.3.1', from: 'shell', loaded: true },
          '18.3.1': { version: '18.3.1', from: 'mf_billing' },
        },
      },
    },
  } as unknown as ReturnType<typeof getInstance>);
});

describe('the versions page', () => {
  it('lists each remote with its version, build, origin and state, read from its release file', async () => {
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versões do portal' }),
    ).toBeInTheDocument();
    await readDone();
    expect(document.title).toBe('Versões do portal · Minha Conta');
    const fact = (term: string) => screen.getByText(term).nextElementSibling;
    expect(fact('Versão do shell')).toHaveTextContent(APP_VERSION);
    expect(fact('Módulos carregados')).toHaveTextContent('1 de 4');
    expect(fact('Módulos com falha')).toHaveTextContent('1');

    const auth = within(rowOf('mf_auth'));
    expect(auth.getByText('0.1.1')).toBeInTheDocument();
    expect(auth.getByText('3f9a2c1d')).toBeInTheDocument();
    expect(auth.getByText('0.1.1-3f9a2c1d')).toBeInTheDocument();
    expect(auth.getByText('http://localhost:18081/mf-manifest.json')).toBeInTheDocument();
    expect(auth.getByText('carregado')).toBeInTheDocument();
    expect(auth.queryByText(/fixada/)).toBeNull();

    expect(within(rowOf('mf_backoffice')).getByText('carregando')).toBeInTheDocument();

    // Never loaded and no release file: unknown, said so, never blank.
    const account = within(rowOf('mf_account'));
    expect(account.getByText('ainda não carregado')).toBeInTheDocument();
    expect(account.getAllByText('—')).toHaveLength(3);
    expect(account.getAllByText('sem informação')).toHaveLength(3);

    expect(fetch).toHaveBeenCalledTimes(4);
    // The back-office's `gestao-de-empresas/*` did not take the page.
    expect(loadRoutesModule).not.toHaveBeenCalled();
  });

  it('says a remote is pinned to a release, and why it failed', async () => {
    await renderPage();
    await readDone();
    const billing = within(rowOf('mf_billing'));
    expect(billing.getByText(PINNED)).toBeInTheDocument();
    expect(billing.getByText('fixada na versão 0.1.0-0badc0de')).toBeInTheDocument();
    expect(billing.getByText('falhou: tempo esgotado')).toBeInTheDocument();
    expect(billing.getByText('no answer in 4000 ms')).toBeInTheDocument();
    expect(billing.getByText('0badc0de')).toBeInTheDocument();
  });

  it('shows the shared singletons in use and any version skew first', async () => {
    noteSingletonSkew({
      pkgName: 'react',
      loaded: '19.3.1',
      required: '^18.3.0',
      from: 'mf_billing',
    });
    await renderPage();
    await readDone();
    const banner = screen.getByText('Versões incompatíveis de bibliotecas compartilhadas');
    const item = screen.getByText(/em uso 19\.3\.1; exigida \^18\.3\.0 por mf_billing/);
    expect(item).toHaveTextContent('react: em uso 19.3.1; exigida ^18.3.0 por mf_billing');
    // Before the tables.
    expect(
      banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Módulos' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const react = within(rowOf('react'));
    expect(react.getByText('19.3.1')).toBeInTheDocument();
    expect(react.getByText('shell')).toBeInTheDocument();
    expect(react.getByText('19.3.1, 18.3.1')).toBeInTheDocument();
  });

  it('shows no skew banner when there is none', async () => {
    await renderPage();
    await readDone();
    expect(screen.queryByText('Versões incompatíveis de bibliotecas compartilhadas')).toBeNull();
  });

  it('reads the release files again on "Atualizar", saying so while it reads', async () => {
    await renderPage();
    await readDone();
    expect(within(rowOf('mf_account')).getAllByText('—')).toHaveLength(3);

    // mf_account's origin now has its release file, and answers when we let it.
    releaseFiles['http://localhost:18082/release.json'] = aRelease(
      'mf_account',
      '0.2.0',
      'cafe0123',
    );
    let answer: () => void = () => undefined;
    jest.mocked(fetch).mockImplementation(
      (input) =>
        new Promise((resolve) => {
          const previous = answer;
          answer = () => {
            previous();
            void answerReleaseFiles(input as RequestInfo).then(resolve);
          };
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Lendo os arquivos de versão dos módulos…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(fetch).toHaveBeenCalledTimes(8);

    await act(async () => answer());
    await readDone();
    const account = within(rowOf('mf_account'));
    expect(account.getByText('0.2.0')).toBeInTheDocument();
    expect(account.getByText('cafe0123')).toBeInTheDocument();
    expect(account.getByText('ainda não carregado')).toBeInTheDocument();
  });

  it('is in Spanish for a Spanish-speaking administrator', async () => {
    noteSingletonSkew({ pkgName: 'react', loaded: '19.3.1', required: '^18.3.0' });
    await renderPage({ locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Versiones del portal' }),
    ).toBeInTheDocument();
    await screen.findByText(/^Archivos de versión leídos a las /);
    expect(document.title).toBe('Versiones del portal · Minha Conta');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(within(rowOf('mf_account')).getByText('aún no cargado')).toBeInTheDocument();
    expect(within(rowOf('mf_account')).getAllByText('sin información')).toHaveLength(3);
    expect(within(rowOf('mf_auth')).getByText('cargado')).toBeInTheDocument();
    expect(within(rowOf('mf_backoffice')).getByText('cargando')).toBeInTheDocument();
    const billing = within(rowOf('mf_billing'));
    expect(billing.getByText('fijada en la versión 0.1.0-0badc0de')).toBeInTheDocument();
    expect(billing.getByText('falló: tiempo agotado')).toBeInTheDocument();
    expect(
      screen.getByText(/en uso 19\.3\.1; requerida \^18\.3\.0 por origen desconocido/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bibliotecas compartidas' })).toBeInTheDocument();
  });
});

describe('who may open it', () => {
  it('sends a signed-in user outside the sales group to access denied', async () => {
    const { location } = await renderPage({ session: aSession() });
    await waitFor(() => expect(location().pathname).toBe('/acesso-negado'));
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a sales user to access denied while the back-office flag is off', async () => {
    const { location } = await renderPage({
      config: {
        featureFlags: {
          'company-list-admin': false,
          'charges-management': true,
          'user-management': true,
        },
      },
    });
    await waitFor(() => expect(location().pathname).toBe('/acesso-negado'));
  });

  it('sends a visitor to login with the way back', async () => {
    const { location } = await renderPage({ session: null });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe(`?redirectUrl=${encodeURIComponent('/minha-conta' + PATH)}`);
  });
});

describe('release health (issue 55)', () => {
  const HEALTH = 'http://localhost:18090/__sandbox/release-health';
  const withHealth = { releaseHealth: { endpoint: HEALTH } };
  const answerHealth = (body: unknown, status = 200) =>
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        String(input) === HEALTH
          ? Promise.resolve(new Response(JSON.stringify(body), { status }))
          : answerReleaseFiles(input),
      );
  const healthRow = (name: string) =>
    within(
      within(screen.getByRole('table', { name: 'Saúde das versões' }))
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader', { name }))!,
    );

  it('shows each release’s errors and field INP and LCP, the live one beside the one kept', async () => {
    answerHealth({
      releases: [
        { remote: 'mf_auth', release: '0.1.0-aaaa1111', errors: 0, visits: 12, inp: 96, lcp: 1800 },
        { remote: 'mf_auth', release: '0.1.1-3f9a2c1d', errors: 7, visits: 9, inp: 560, lcp: 2900 },
      ],
    });
    await renderPage({ config: withHealth });
    await readDone();
    const live = healthRow('mf_auth 0.1.1-3f9a2c1d');
    expect(live.getByText('sim')).toBeInTheDocument();
    expect(live.getByText('7')).toBeInTheDocument();
    expect(live.getByText('560 ms · ruim')).toBeInTheDocument();
    expect(live.getByText('2.900 ms · a melhorar')).toBeInTheDocument();
    const kept = healthRow('mf_auth 0.1.0-aaaa1111');
    expect(kept.getByText('não')).toBeInTheDocument();
    expect(kept.getByText('96 ms · bom')).toBeInTheDocument();
    // A live release no visit has measured yet: there, with nothing seen.
    const billing = healthRow('mf_billing 0.1.0-0badc0de');
    expect(billing.getByText('sim')).toBeInTheDocument();
    expect(billing.getAllByText('sem informação')).toHaveLength(2);
    // The live release comes first.
    const names = within(screen.getByRole('table', { name: 'Saúde das versões' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names.slice(0, 2)).toEqual(['mf_auth 0.1.1-3f9a2c1d', 'mf_auth 0.1.0-aaaa1111']);
  });

  it('says so when the health cannot be read, and keeps the rest of the page', async () => {
    answerHealth({ message: 'down' }, 503);
    await renderPage({ config: withHealth });
    await readDone();
    expect(screen.getByText('Não foi possível ler a saúde das versões.')).toBeInTheDocument();
    expect(within(rowOf('mf_auth')).getByText('0.1.1-3f9a2c1d')).toBeInTheDocument();
  });

  it('has no such panel where the runtime config names no source', async () => {
    await renderPage();
    await readDone();
    expect(screen.queryByRole('heading', { name: 'Saúde das versões' })).toBeNull();
  });
});

describe('the profile menu', () => {
  async function openMenu() {
    const trigger = await screen.findByRole('button', { name: /Menu do perfil/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    return screen.findByRole('menu');
  }

  it('links provider administrators to the page', async () => {
    await renderPage();
    await readDone();
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Versões do portal' })).toHaveAttribute(
      'href',
      PATH,
    );
  });

  it('has no such link for anyone else', async () => {
    await renderPage({ session: aSession() });
    await screen.findByRole('heading', { name: 'Acesso negado' });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Minha conta' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Versões do portal' })).toBeNull();
  });
});
