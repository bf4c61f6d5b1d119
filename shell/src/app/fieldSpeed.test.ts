import { testRuntimeConfig } from '@portal/testing/render';
import { fieldPlace } from './fieldSpeed';
import { measureFieldSpeed } from './measureFieldSpeed';

const mockStart = jest.fn();
jest.mock('@portal/telemetry/field-speed', () => ({
  startFieldSpeed: (options: unknown) => mockStart(options),
}));

const ENDPOINT = 'http://localhost:18090/__sandbox/field-speed';
const withFieldSpeed = (sampleRate: number) => ({
  ...testRuntimeConfig(),
  fieldSpeed: { sampleRate, endpoint: ENDPOINT },
});

// The browser is idle at once (jsdom has no idle callbacks: whenIdle's timer stands for them).
beforeEach(() => {
  jest.useFakeTimers();
  mockStart.mockClear();
});
afterEach(() => jest.useRealTimers());

const settle = async () => {
  await jest.runAllTimersAsync();
  await Promise.resolve();
};

describe('field speed in the shell', () => {
  it('tags a value with the route pattern and its remote, never the address itself', () => {
    const { remotes } = testRuntimeConfig();
    expect(fieldPlace(remotes, '/gestao-de-cobrancas')).toEqual({
      route: 'gestao-de-cobrancas',
      remote: 'mf_billing',
      release: null,
    });
    expect(fieldPlace(remotes, '/login/cadastro/sp-1/empresa-9')).toMatchObject({
      route: 'login/cadastro/:sp?/:empresaMae?',
      remote: 'mf_auth',
    });
    // The shell's own page, and an address nobody serves.
    expect(fieldPlace(remotes, '/gestao-de-empresas/versoes')).toMatchObject({ remote: null });
    expect(fieldPlace(remotes, '/nada/aqui')).toEqual({ route: '*', remote: null, release: null });
  });

  it('measures a sampled visit once the page is in, with the config’s collector', async () => {
    measureFieldSpeed(withFieldSpeed(0.5), () => 0.49);
    await settle();
    expect(mockStart).toHaveBeenCalledTimes(1);
    const [options] = mockStart.mock.calls[0] as [{ endpoint: string; where: () => unknown }];
    expect(options.endpoint).toBe(ENDPOINT);
    expect(options.where()).toMatchObject({ route: expect.any(String) });
  });

  it('loads nothing for a visit not sampled, or without the config asking', async () => {
    measureFieldSpeed(withFieldSpeed(0.5), () => 0.5);
    measureFieldSpeed({ ...testRuntimeConfig(), fieldSpeed: undefined }, () => 0);
    await settle();
    expect(mockStart).not.toHaveBeenCalled();
  });
});
