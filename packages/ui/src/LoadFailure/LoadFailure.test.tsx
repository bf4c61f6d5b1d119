import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailure } from './LoadFailure';

/** A query whose refetch stays under way until the test answers it. */
function Page({ refetch }: { readonly refetch: () => Promise<void> }) {
  const [isFetching, setFetching] = useState(false);
  return (
    <LoadFailure
      title="Não foi possível carregar as empresas"
      query={{
        isFetching,
        refetch: async () => {
          setFetching(true);
          await refetch();
          setFetching(false);
        },
      }}
    />
  );
}

describe('LoadFailure', () => {
  it('says what failed, in the one wording, as an alert', () => {
    render(
      <LoadFailure
        title="Erro ao buscar usuários"
        query={{ refetch: jest.fn(), isFetching: false }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar usuários');
    expect(alert).toHaveTextContent('Atualize a página ou tente novamente em alguns instantes.');
  });

  it('fetches the query again and shows busy until it answers, ignoring presses meanwhile', async () => {
    let answer: () => void = () => undefined;
    const refetch = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<Page refetch={refetch} />);
    const retry = screen.getByRole('button', { name: 'Tentar novamente' });

    await user.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: 'Carregando…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(refetch).toHaveBeenCalledTimes(1);

    answer();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});
