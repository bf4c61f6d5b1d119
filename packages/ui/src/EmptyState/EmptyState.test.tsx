import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is missing as a heading, with its description', () => {
    render(
      <EmptyState
        title="Nenhum usuário encontrado"
        description="Revise o nome ou o e-mail buscado."
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nenhum usuário encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Revise o nome ou o e-mail buscado.')).toBeInTheDocument();
  });

  it('takes a lower heading level inside a section', () => {
    render(<EmptyState title="Nenhuma cobrança" level={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nenhuma cobrança' })).toBeInTheDocument();
  });

  it('offers its action and hides the illustration from assistive tech', async () => {
    const user = userEvent.setup();
    const create = jest.fn();
    render(
      <EmptyState
        title="Nenhum cupom cadastrado"
        illustration={<img src="data:image/svg+xml,%3Csvg%2F%3E" alt="Lupa" />}
        action={
          <button type="button" onClick={create}>
            Criar cupom
          </button>
        }
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
