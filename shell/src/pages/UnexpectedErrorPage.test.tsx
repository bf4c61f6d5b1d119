import { fireEvent, screen } from '@testing-library/react';
import { sessionStore, SESSION_KEY } from '@portal/session';
import { aSession } from '@portal/testing/render';
import { getReports } from '@portal/telemetry';
import { renderShell } from '../testing/renderShell';
import {
  noteRelease,
  noteRemoteFailed,
  noteRemoteLoaded,
  resetLiveVersions,
  trackRemotes,
} from '../remotes/loading/liveVersions';
import { ShellErrorBoundary } from './ShellErrorBoundary';

function Boom(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('UnexpectedErrorPage', () => {
  let writeText: jest.Mock;
  beforeEach(() => {
    resetLiveVersions();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
  });

  /** The crash, once the error page's code has come (it comes with the error). */
  const renderCrash = async (locale: 'pt-BR' | 'es' = 'pt-BR') => {
    await renderShell(
      <ShellErrorBoundary>
        <Boom />
      </ShellErrorBoundary>,
      { locale, session: aSession({ token: 'secret-token-abcdef' }) },
    );
    await screen.findByRole('button', { name: locale === 'es' ? /Volver/ : 'Voltar para o login' });
  };

  it('replaces a crashed page with a way back to login and the error details', async () => {
    await renderCrash();
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar para o login' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Ver detalhes do erro'));
    expect(screen.getByText(/Mensagem: Cannot read properties of undefined/)).toBeVisible();
    expect(document.title).toBe('Erro inesperado · Minha Conta');
    expect(getReports().at(-1)).toMatchObject({
      phase: 'render',
      message: 'Cannot read properties of undefined',
    });
  });

  it('Voltar para o login ends the session first (then the page goes to /login)', async () => {
    await renderCrash();
    expect(sessionStore.getState().session).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar para o login' }));
    expect(sessionStore.getState().session).toBeNull();
    // Stored no more: other tabs follow (the store's logout), the login page does not send the
    // user home again.
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('copies the message, the user data and the report id, never the token', async () => {
    await renderCrash();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    const reportId = getReports().at(-1)?.id;
    expect(copied).toContain('Mensagem: Cannot read properties of undefined');
    expect(copied).toContain('Usuário: Maria Souza (u-1)');
    expect(copied).toContain('E-mail: maria@demo.com.br');
    expect(copied).toContain('Empresa: Empresa Demo Ltda (c-1)');
    expect(copied).toContain(`Código do erro: ${reportId}`);
    expect(copied).not.toContain('secret-token-abcdef');
  });

  it('copies the builds of the remotes live when it failed, in one line', async () => {
    trackRemotes([
      { name: 'mf_auth', manifest: 'http://localhost:18081/mf-manifest.json' },
      {
        name: 'mf_billing',
        manifest: 'http://localhost:18084/releases/0.1.0-0badc0de/mf-manifest.json',
      },
      { name: 'mf_account', manifest: 'http://localhost:18082/mf-manifest.json' },
    ]);
    noteRemoteLoaded('mf_auth', '0.1.1');
    noteRelease('mf_auth', {
      name: 'mf_auth',
      version: '0.1.1',
      build: '3f9a2c1d',
      release: '0.1.1-3f9a2c1d',
      contracts: '0.1.0',
    });
    noteRemoteFailed('mf_billing', 'contract', new Error('no ./routes'));
    await renderCrash();
    // A later change is not what was live when it failed.
    noteRemoteLoaded('mf_account', '0.1.1');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied.split('\n')).toContain(
      'Módulos: mf_auth 0.1.1-3f9a2c1d loaded, mf_billing ? failed (contract) pinned, mf_account ? not-loaded',
    );
    fireEvent.click(screen.getByText('Ver detalhes do erro'));
    expect(screen.getByText(/Módulos: mf_auth 0\.1\.1-3f9a2c1d loaded/)).toBeVisible();
  });

  it('copies no modules line when no remote is known', async () => {
    await renderCrash();
    fireEvent.click(screen.getByRole('button', { name: 'Copiar detalhes' }));
    expect(String(writeText.mock.calls[0]?.[0])).not.toContain('Módulos');
  });

  it('is in Spanish for a Spanish-speaking user', async () => {
    await renderCrash('es');
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver al inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar detalles' })).toBeInTheDocument();
  });
});
