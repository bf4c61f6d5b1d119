import { act, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { sessionStore } from '@portal/session';
import { aSession } from '@portal/session/testing';
import { createQueryClient, queryProvider, useAccountKey } from './queries';

/** A page that asks the server who is signed in, through the cache. */
function WhoAmI({ answer }: { readonly answer: () => Promise<string> }) {
  const who = useQuery({ queryKey: [...useAccountKey(), 'who'], queryFn: answer });
  return <p>{who.data ?? '…'}</p>;
}

afterEach(() => sessionStore.getState().logout());

describe('a remote query cache', () => {
  it("never shows one account the previous account's cached answer", async () => {
    const Providers = queryProvider(createQueryClient());
    const answer = jest.fn(async () => sessionStore.getState().session!.user.name);
    sessionStore.getState().signIn(aSession());
    render(
      <Providers>
        <WhoAmI answer={answer} />
      </Providers>,
    );
    await screen.findByText('Maria Souza');

    act(() =>
      sessionStore.getState().signIn(
        aSession({
          token: 'another-token-0123456789',
          user: { id: 'u-2', name: 'João Lima', email: 'joao@demo.com.br' },
        }),
      ),
    );
    await screen.findByText('João Lima');
    expect(screen.queryByText('Maria Souza')).toBeNull();
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
