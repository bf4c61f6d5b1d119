import { lazy } from 'react';
import { defineRemote } from '@portal/contracts';
import { loadRoutesModule, remoteServing } from '../remotes/loading/federation';

const Page = lazy(async () => ({ default: () => null }));
const title = { id: 't' };

/**
 * The billing remote as a test of the shell's loading sees it, in a file that mocks
 * `remotes/loading/federation`: it serves `/gestao-de-cobrancas…`, with two private pages whose
 * `preload` (their code and first read) the test watches. Set up again before each test.
 */
export function billingRemoteBeforeEach() {
  const preloads = {
    charges: jest.fn(async () => undefined),
    users: jest.fn(async () => undefined),
  };
  beforeEach(() => {
    preloads.charges.mockClear();
    preloads.users.mockClear();
    jest
      .mocked(remoteServing)
      .mockImplementation((pathname) =>
        pathname.startsWith('/gestao-de-cobrancas') ? 'mf_billing' : undefined,
      );
    jest.mocked(loadRoutesModule).mockResolvedValue(
      defineRemote({
        name: 'mf_billing',
        version: '1.0.0',
        loadMessages: async () => ({}),
        routes: [
          { path: 'gestao-de-usuarios', access: 'private', title, Page, preload: preloads.users },
          {
            path: 'gestao-de-cobrancas',
            access: 'private',
            title,
            Page,
            preload: preloads.charges,
          },
        ],
      }),
    );
  });
  return preloads;
}

/** Lets the promises started so far settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
