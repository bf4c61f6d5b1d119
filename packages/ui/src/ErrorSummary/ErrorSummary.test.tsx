import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('lists each field in error and moves the focus to the one chosen', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ErrorSummary
          title="Preencha todos os campos para avançar!"
          items={[
            { name: 'zipcode', label: 'CEP', message: 'Campo obrigatório!' },
            { name: 'city', label: 'Cidade', message: 'Campo obrigatório!' },
          ]}
        />
        <input aria-label="CEP" name="zipcode" />
        <input aria-label="Cidade" name="city" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Preencha todos os campos para avançar!');
    await user.click(screen.getByRole('button', { name: 'Cidade: Campo obrigatório!' }));
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toHaveFocus();
  });

  it('shows nothing without a field in error', () => {
    const { container } = render(<ErrorSummary title="Erros" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
