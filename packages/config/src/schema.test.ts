import fs from 'node:fs';
import path from 'node:path';
import { configStore, isFlagEnabled, overrideFlag, setRuntimeConfig } from './store';
import {
  allowsSelfSignUp,
  parseRuntimeConfig,
  PRERENDER_VARIANTS,
  prerenderVariant,
  RuntimeConfigError,
} from './schema';
import { parseTrackerConfig, TrackerConfigError } from './tracker';

const configDir = path.resolve(__dirname, '..', '..', '..', 'shell', 'config');
const read = (env: string) =>
  JSON.parse(fs.readFileSync(path.join(configDir, `${env}.json`), 'utf8'));

describe('runtime config', () => {
  it.each(['production', 'test', 'development'])(
    'the %s file is valid and names its environment',
    (env) => {
      const config = parseRuntimeConfig(read(env));
      expect(config.environment).toBe(env);
      expect(config.remotes.map((r) => r.name).sort()).toEqual([
        'mf_account',
        'mf_auth',
        'mf_backoffice',
        'mf_billing',
        'mf_checkout',
      ]);
      expect(config.remoteTimeoutMs).toBeLessThanOrEqual(8000);
    },
  );

  it('moving a remote is a config change: every remote address is a manifest URL', () => {
    for (const env of ['production', 'test', 'development']) {
      for (const remote of parseRuntimeConfig(read(env)).remotes)
        expect(remote.manifest).toMatch(/\/mf-manifest\.json$/);
    }
  });

  it('rejects a config with every problem named', () => {
    const broken = { ...read('test'), remoteTimeoutMs: 20000, api: { user: 'not a url' } };
    expect(() => parseRuntimeConfig(broken)).toThrow(RuntimeConfigError);
    try {
      parseRuntimeConfig(broken);
    } catch (error) {
      const issues = (error as RuntimeConfigError).issues.join('\n');
      expect(issues).toMatch(/remoteTimeoutMs/);
      expect(issues).toMatch(/api\.user/);
    }
  });

  it('takes an error tracker: a DSN per remote, the shell’s for the rest, and a tunnel path', () => {
    const tracker = {
      dsn: 'https://shellkey@tracker.example/1',
      remotes: { mf_billing: 'https://billingkey@tracker.example/sentry/5' },
      tunnel: '/minha-conta/__tracker',
    };
    expect(parseTrackerConfig(tracker)).toEqual(tracker);
    expect(parseTrackerConfig({ dsn: tracker.dsn })).toEqual({ dsn: tracker.dsn, remotes: {} });

    const wrong = (change: object) => () => parseTrackerConfig({ ...tracker, ...change });
    expect(wrong({ dsn: 'https://tracker.example/1' })).toThrow(/tracker\.dsn: a DSN/);
    expect(wrong({ remotes: { mf_billing: 'https://tracker.example/5' } })).toThrow(
      /tracker\.remotes\.mf_billing: a DSN/,
    );
    expect(wrong({ remotes: { mf_payments: tracker.dsn } })).toThrow(
      /tracker\.remotes\.mf_payments: a remote/,
    );
    expect(wrong({ tunnel: 'https://elsewhere.example/t' })).toThrow(/tracker\.tunnel/);
    expect(() => parseTrackerConfig('https://shellkey@tracker.example/1')).toThrow(
      TrackerConfigError,
    );
  });

  it('starts with a wrong error tracker: the tracker is read once the page is in', () => {
    const config = parseRuntimeConfig({
      ...read('test'),
      errorReporting: { sampleRate: 1, tracker: { dsn: 'not a DSN' } },
    });
    expect(config.errorReporting.tracker).toEqual({ dsn: 'not a DSN' });
  });

  it('the development file’s tracker (the sandbox’s) is valid, a project for each remote', () => {
    const tracker = parseTrackerConfig(read('development').errorReporting.tracker);
    expect(Object.keys(tracker.remotes)).toHaveLength(5);
  });
});

describe('feature flags', () => {
  beforeEach(() => localStorage.clear());

  it('reads flags from the runtime config', () => {
    setRuntimeConfig(
      parseRuntimeConfig({ ...read('test'), featureFlags: { 'user-management': false } }),
    );
    expect(isFlagEnabled(configStore.getState(), 'user-management')).toBe(false);
    expect(isFlagEnabled(configStore.getState(), 'charges-management')).toBe(false);
  });

  it('lets a developer override a flag in development only', () => {
    setRuntimeConfig(parseRuntimeConfig(read('development')));
    overrideFlag('user-management', false);
    expect(isFlagEnabled(configStore.getState(), 'user-management')).toBe(false);
    setRuntimeConfig(parseRuntimeConfig(read('development')));
    expect(isFlagEnabled(configStore.getState(), 'user-management')).toBe(false);

    setRuntimeConfig(parseRuntimeConfig(read('production')));
    expect(isFlagEnabled(configStore.getState(), 'user-management')).toBe(true);
    overrideFlag('user-management', false);
    expect(isFlagEnabled(configStore.getState(), 'user-management')).toBe(true);
  });
});

describe('allowsSelfSignUp', () => {
  it.each([
    ['compliance', false, true],
    ['compliance', true, false],
    ['parceiro-x', false, false],
    ['parceiro-x', true, false],
  ])('platform %s, partner mode %s → %s', (platformCode, partnerMode, allowed) => {
    expect(allowsSelfSignUp({ platformCode, partnerMode })).toBe(allowed);
  });
});

describe('prerender variants', () => {
  it.each([
    ['compliance', false],
    ['compliance', true],
    ['parceiro-x', false],
    ['parceiro-x', true],
  ])(
    'platform %s, partner mode %s: the variant shows sign-up exactly when the config allows it',
    (platformCode, partnerMode) => {
      const variant = PRERENDER_VARIANTS[prerenderVariant({ platformCode, partnerMode })];
      expect(allowsSelfSignUp(variant)).toBe(allowsSelfSignUp({ platformCode, partnerMode }));
    },
  );
});
