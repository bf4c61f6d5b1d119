import { claimSingleton } from './singletons';
import { clearReports, configureReporting, getReports, redact, reportError } from './report';

beforeEach(() => {
  clearReports();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  configureReporting({
    sampleRate: 1,
    secrets: () => [],
    remotes: () => ({}),
    random: Math.random,
  });
  delete (globalThis as Record<string, unknown>).__portalSingletons__;
});

describe('reportError', () => {
  it('gives every failure an id and keeps where it happened', () => {
    const report = reportError({
      phase: 'remote-load',
      error: new Error('boom'),
      remote: 'mf_billing',
      remoteVersion: '0.1.1',
    });
    expect(report.id).toMatch(/^ERR-[0-9A-F]{10}$/);
    expect(report).toMatchObject({
      phase: 'remote-load',
      message: 'boom',
      remote: 'mf_billing',
      remoteVersion: '0.1.1',
    });
    expect(getReports()).toEqual([report]);
    expect(reportError({ phase: 'x', error: 'again' }).id).not.toBe(report.id);
  });

  it('carries the versions of the remotes live when it happened', () => {
    let live: Record<string, string> = { mf_billing: '0.1.1-3f9a2c1d loaded' };
    configureReporting({ remotes: () => live });
    expect(reportError({ phase: 'render', error: 'x' }).remotes).toEqual({
      mf_billing: '0.1.1-3f9a2c1d loaded',
    });
    live = { mf_billing: '0.1.1-0badc0de failed (render)' };
    expect(reportError({ phase: 'render', error: 'y' }).remotes).toEqual({
      mf_billing: '0.1.1-0badc0de failed (render)',
    });
    configureReporting({ remotes: () => ({}) });
    expect(reportError({ phase: 'render', error: 'z' })).not.toHaveProperty('remotes');
  });

  it('never keeps or prints the session token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const opaque = 'opaque-session-token-42';
    configureReporting({ secrets: () => [opaque] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = reportError({
      phase: 'api',
      error: new Error(`401 for Bearer ${token} at /x?token=${opaque}&a=1 (${opaque})`),
      context: {
        headers: { Authorization: `Bearer ${token}` },
        url: `/y?token=${opaque}`,
        password: 'Senha@123',
      },
    });
    const printed = JSON.stringify(log.mock.calls);
    for (const text of [JSON.stringify(report), printed]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(opaque);
      expect(text).not.toContain('Senha@123');
    }
    expect(report.message).toContain('[redacted]');
  });

  it('sends only the sampled share to the endpoint', () => {
    const beacon = jest.fn().mockReturnValue(true);
    Object.assign(navigator, { sendBeacon: beacon });
    configureReporting({
      endpoint: 'https://errors.example/report',
      sampleRate: 0.5,
      random: () => 0.7,
    });
    expect(reportError({ phase: 'x', error: 'not sent' }).sampled).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    configureReporting({ random: () => 0.2 });
    expect(reportError({ phase: 'x', error: 'sent' }).sampled).toBe(true);
    expect(beacon).toHaveBeenCalledWith(
      'https://errors.example/report',
      expect.stringContaining('"message":"sent"'),
    );
  });

  it('hands each sampled report on to the tracker with its error and the page’s path, and a failing tracker costs nothing', () => {
    const forward = jest.fn();
    configureReporting({ sampleRate: 0.5, random: () => 0.7, forward });
    reportError({ phase: 'x', error: new Error('not sampled') });
    expect(forward).not.toHaveBeenCalled();
    configureReporting({ random: () => 0.2 });
    const error = new Error('sampled');
    const report = reportError({ phase: 'x', error, remote: 'mf_billing' });
    expect(forward).toHaveBeenCalledWith({ report, error, pathname: window.location.pathname });
    configureReporting({
      forward: () => {
        throw new Error('tracker down');
      },
    });
    expect(reportError({ phase: 'x', error: 'still reported' }).message).toBe('still reported');
    configureReporting({ forward: undefined });
  });

  it('keeps the sampled reports made before the tracker is set, and hands them on when it is', () => {
    configureReporting({ sampleRate: 1, random: () => 0, forward: undefined });
    const early = new Error('at start');
    const report = reportError({ phase: 'remote-load:network', error: early, remote: 'mf_auth' });
    const forward = jest.fn();
    configureReporting({ forward });
    expect(forward).toHaveBeenCalledTimes(1);
    expect(forward).toHaveBeenCalledWith(expect.objectContaining({ report, error: early }));
    configureReporting({ forward: jest.fn() });
    expect(forward).toHaveBeenCalledTimes(1);
    configureReporting({ forward: undefined });
  });

  it('keeps a bounded history', () => {
    for (let i = 0; i < 150; i += 1) reportError({ phase: 'x', error: `e${i}` });
    expect(getReports()).toHaveLength(100);
    expect(getReports().at(-1)?.message).toBe('e149');
  });
});

describe('redact', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    [
      '/minha-conta/login/definir-senha?token=abc123&x=1',
      '/minha-conta/login/definir-senha?token=[redacted]&x=1',
    ],
    ['jwt eyJa.eyJb.sig here', 'jwt [redacted] here'],
  ])('%s', (input, output) => expect(redact(input)).toBe(output));
});

describe('claimSingleton', () => {
  it('counts copies of a state package and reports a second one with both versions', () => {
    expect(claimSingleton('@portal/session', '0.1.1')).toBe(1);
    expect(getReports()).toHaveLength(0);
    expect(claimSingleton('@portal/session', '0.2.0')).toBe(2);
    expect(getReports().at(-1)).toMatchObject({
      phase: 'singleton',
      context: { firstVersion: '0.1.1', version: '0.2.0' },
    });
  });
});
