/**
 * @jest-environment jest-fixed-jsdom
 */
import { lazy } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient, queryProvider } from '@portal/api/queries';
import { defineRemote } from '@portal/contracts';
import { Link } from '@portal/router';
import { renderRemote } from './render';

function GreetingPage() {
  const greeting = useQuery({ queryKey: ['greeting'], queryFn: async () => 'Olá do servidor' });
  return (
    <>
      <h1>{greeting.data ?? 'Carregando'}</h1>
      <Link to="/outra">Outra página</Link>
    </>
  );
}

function OtherPage() {
  const other = useQuery({ queryKey: ['other'], queryFn: async () => 'Outra resposta' });
  return <h1>{other.data ?? 'Carregando'}</h1>;
}

// A page that reads the server, with no wrapper of its own: its remote declares the cache once.
const remote = defineRemote({
  name: 'mf_account',
  version: '0.0.0',
  loadMessages: async () => ({}),
  Providers: queryProvider(createQueryClient()),
  routes: [
    {
      path: 'saudacao',
      access: 'private',
      title: { id: 'greeting' },
      Page: lazy(async () => ({ default: GreetingPage })),
    },
    {
      path: 'outra',
      access: 'private',
      title: { id: 'other' },
      Page: lazy(async () => ({ default: OtherPage })),
    },
  ],
});

describe('renderRemote', () => {
  it("mounts a page inside its remote's providers, and the remote's other pages too", async () => {
    // In act: the lazy page resolves within it.
    await act(() => renderRemote(remote, '/saudacao'));
    expect(await screen.findByRole('heading', { name: 'Olá do servidor' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('heading', { name: 'Outra resposta' })).toBeInTheDocument();
  });
});
