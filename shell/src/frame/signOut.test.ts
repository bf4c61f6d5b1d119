import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@portal/config';
import { SESSION_KEY, sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { signOut } from './signOut';

const page = installPageSandbox();
beforeEach(() => setRuntimeConfig(testRuntimeConfig()));

describe('signOut', () => {
  it('ends the session here at once, then on the server with the token the user had', async () => {
    const session = page.sessionOf('super.pago@demo.com.br');
    sessionStore.getState().signIn(session);
    expect(page.sandbox.db().sessions[session.token]).toBeDefined();

    signOut();
    expect(sessionStore.getState().session).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    await waitFor(() => expect(page.sandbox.db().sessions[session.token]).toBeUndefined());
  });

  it('signs out here even when the server cannot be told', async () => {
    const session = page.sessionOf('super.pago@demo.com.br');
    sessionStore.getState().signIn(session);
    page.sandbox.fail('logout', 'network');

    signOut();
    expect(sessionStore.getState().session).toBeNull();
    // The failure stays quiet: nothing thrown, the session not restored.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStore.getState().session).toBeNull();
  });
});
