import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { aSession } from '@portal/session/testing';
import { clearReports, configureReporting, getReports, reportError } from '@portal/telemetry';
import type { TrackedError } from '@portal/telemetry/tracker';
import { testRuntimeConfig } from '@portal/testing/render';
import { aRelease } from '../testing/aRelease';
import { noteRelease, resetLiveVersions, trackRemotes } from '../remotes/loading/liveVersions';
import { RemoteLoadError } from '../remotes/loading/RemoteLoadError';
import { remoteOfStack } from './errorTracker';
import { reportUncaught, startErrorTracking } from './errorReporting';

const mockSent: TrackedError[] = [];
const mockStart = jest.fn();
jest.mock('@portal/telemetry/tracker', () => ({
  startTracker: (options: unknown) => {
    mockStart(options);
    return (tracked: TrackedError) => mockSent.push(tracked);
  },
}));

const TRACKER = {
  dsn: 'http://shell@localhost:18090/__sandbox/tracker/1',
  remotes: { mf_billing: 'http://mf_billing@localhost:18090/__sandbox/tracker/5' },
  tunnel: '/minha-conta/__tracker',
};
const config = () => {
  const base = testRuntimeConfig();
  return { ...base, errorReporting: { ...base.errorReporting, tracker: TRACKER } };
};

// A stack as Chromium prints it, and as Firefox and Safari do.
const BILLING_FILE = 'http://localhost:18084/812.3f9a.js';
const SHELL_FILE = 'http://localhost:18080/minha-conta/main.1a2b.js';
function thrownAt(...files: string[]): Error {
  const error = new Error('broke');
  error.stack = [
    'Error: broke',
    ...files.map((file, at) => `    at f${at} (${file}:1:${at + 10})`),
  ].join('\n');
  return error;
}

// The browser is idle at once (jsdom has no idle callbacks: whenIdle's timer stands for them).
const settle = async () => {
  for (let round = 0; round < 5; round++) await jest.runAllTimersAsync();
};

beforeEach(() => {
  jest.useFakeTimers();
  mockSent.length = 0;
  mockStart.mockClear();
  clearReports();
  resetLiveVersions();
  // No release file answers here: what the page knew of each release stands.
  global.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  sessionStore.getState().logout();
});

describe('remoteOfStack: whose code an error comes from', () => {
  const { remotes } = testRuntimeConfig();

  it('is the remote of the first frame, from the top, that is a file of a remote', () => {
    expect(remoteOfStack(thrownAt(SHELL_FILE, BILLING_FILE), remotes)).toBe('mf_billing');
    const firefox = new Error('broke');
    firefox.stack = `render@${BILLING_FILE}:3:9\nrun@${SHELL_FILE}:1:1\n`;
    expect(remoteOfStack(firefox, remotes)).toBe('mf_billing');
  });

  it('is none for the shell’s own code, a hidden cross-origin error, or no error at all', () => {
    expect(remoteOfStack(thrownAt(SHELL_FILE), remotes)).toBeNull();
    expect(remoteOfStack('Script error.', remotes)).toBeNull();
    expect(remoteOfStack(undefined, remotes)).toBeNull();
  });
});

describe('startErrorTracking: each sampled report to the tracker, tagged with where it happened', () => {
  beforeEach(() => configureReporting({ sampleRate: 1, random: () => 0, forward: undefined }));

  it('loads nothing and sends nothing when the config names no tracker', async () => {
    startErrorTracking(testRuntimeConfig());
    reportError({ phase: 'render', error: new Error('kept on the page') });
    await settle();
    expect(mockStart).not.toHaveBeenCalled();
  });

  it('a wrong tracker is itself reported, and the page goes on without one', async () => {
    const base = testRuntimeConfig();
    startErrorTracking({
      ...base,
      errorReporting: { ...base.errorReporting, tracker: { ...TRACKER, dsn: 'https://x/1' } },
    });
    await settle();
    reportError({ phase: 'render', error: new Error('kept on the page') });
    await settle();
    expect(mockStart).not.toHaveBeenCalled();
    expect(getReports().map(({ phase, message }) => [phase, message])).toEqual([
      [
        'tracker-config',
        'Invalid error tracker config: errorReporting.tracker.dsn: a DSN: scheme://key@host[/path]/project',
      ],
      ['render', 'kept on the page'],
    ]);
  });

  it('starts the tracker once the page is in, with the config’s projects and tunnel, and sends what came before', async () => {
    trackRemotes(config().remotes);
    noteRelease('mf_billing', aRelease('mf_billing', '0.1.1', 'bbbb2222'));
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    sessionStore.getState().signIn(aSession({ company: { id: 'c-42', name: 'Empresa Demo' } }));
    window.history.pushState({}, '', '/minha-conta/gestao-de-cobrancas');

    // Before the page is in: a boundary's report.
    const boundary = new Error('the table broke');
    const first = reportError({ phase: 'remote-render', error: boundary, remote: 'mf_billing' });
    startErrorTracking(config());
    await settle();
    // After: an uncaught error in the remote's code.
    const uncaught = thrownAt(SHELL_FILE, BILLING_FILE);
    const second = reportError({ phase: 'uncaught', error: uncaught });
    await settle();

    expect(mockStart).toHaveBeenCalledTimes(1);
    const { dsnOf, tunnel } = mockStart.mock.calls[0][0] as {
      dsnOf: (remote: string | null) => string;
      tunnel: string;
    };
    expect(tunnel).toBe('/minha-conta/__tracker');
    expect(dsnOf('mf_billing')).toBe(TRACKER.remotes.mf_billing);
    expect(dsnOf('mf_account')).toBe(TRACKER.dsn);
    expect(dsnOf(null)).toBe(TRACKER.dsn);
    const tags = { route: 'gestao-de-cobrancas', language: 'es', company_id: 'c-42' };
    expect(mockSent).toEqual([
      { report: first, error: boundary, remote: 'mf_billing', release: '0.1.1-bbbb2222', tags },
      { report: second, error: uncaught, remote: 'mf_billing', release: '0.1.1-bbbb2222', tags },
    ]);
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
  });

  it('tags a remote that failed to load with the step it failed at, and the route it was for', async () => {
    trackRemotes(config().remotes);
    window.history.pushState({}, '', '/minha-conta/login');
    // Its entry script did not load (the federation runtime's code for it).
    const error = new RemoteLoadError(
      'mf_auth',
      'network',
      new Error('Module Federation RUNTIME-008 #RUNTIME-008'),
    );
    reportError({ phase: 'remote-load:network', error, remote: 'mf_auth' });
    window.history.pushState({}, '', '/minha-conta/nao-existe');
    startErrorTracking(config());
    await settle();
    expect(mockSent[0]).toMatchObject({
      remote: 'mf_auth',
      tags: { route: 'login', load_step: 'entry' },
    });
    expect(mockSent[0]!.tags).not.toHaveProperty('company_id');
  });
});

describe('reportUncaught: what no boundary caught is reported too', () => {
  it('reports an uncaught error and a rejection no one waited for, not a request given up', () => {
    const target = new EventTarget() as Window;
    reportUncaught(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('handler broke') }));
    const rejection = (reason: unknown) =>
      target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    rejection(new Error('nobody waited'));
    rejection(new DOMException('The user aborted a request.', 'AbortError'));
    expect(getReports().map(({ phase, message }) => [phase, message])).toEqual([
      ['uncaught', 'handler broke'],
      ['unhandled-rejection', 'nobody waited'],
    ]);
  });
});
