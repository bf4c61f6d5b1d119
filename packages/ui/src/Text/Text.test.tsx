import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph by default', () => {
    const { container } = render(<Text tone="muted">Preencha todos os campos para avançar!</Text>);
    expect(container.firstElementChild?.tagName).toBe('P');
  });

  it('is an output named by its label, announced when it changes', () => {
    render(
      <Text as="output" aria-label="Link de cadastro" font="mono" selectAll>
        https://example.com/minha-conta/login/cadastro
      </Text>,
    );
    expect(screen.getByRole('status', { name: 'Link de cadastro' })).toHaveTextContent(
      'https://example.com/minha-conta/login/cadastro',
    );
  });

  it('can be a title of its own level', () => {
    render(<Text as="h2">Plano Advanced</Text>);
    expect(screen.getByRole('heading', { level: 2, name: 'Plano Advanced' })).toBeInTheDocument();
  });
});
