import { getInstance } from '@module-federation/enhanced/runtime';
import { liveSingletons } from './releases';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

describe('liveSingletons', () => {
  const instance = jest.mocked(getInstance);

  it('lists each shared singleton with the version in use, who gave it and every offer', () => {
    instance.mockReturnValue({
      shareScopeMap: {
        default: {
          react: {
            '19.3.1': { version: '19.3.1', from: 'shell', loaded: true },
            '19.2.0': { version: '19.2.0', from: 'mf_billing' },
          },
          '@portal/session': {
            '0.1.1': { version: '0.1.1', from: 'shell' },
          },
        },
      },
    } as unknown as ReturnType<typeof getInstance>);
    expect(liveSingletons()).toEqual([
      { name: '@portal/session', version: '0.1.1', from: 'shell', offered: ['0.1.1'] },
      { name: 'react', version: '19.3.1', from: 'shell', offered: ['19.3.1', '19.2.0'] },
    ]);
  });

  it('is empty without a federation runtime', () => {
    instance.mockReturnValue(undefined as unknown as ReturnType<typeof getInstance>);
    expect(liveSingletons()).toEqual([]);
  });
});
