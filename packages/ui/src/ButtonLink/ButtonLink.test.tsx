import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/router';
import { Button } from '../Button/Button';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link that looks like the button of its tone', () => {
    render(
      <MemoryRouter>
        <Button tone="secondary">Voltar</Button>
        <ButtonLink tone="secondary" to="checkout">
          Ver planos
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Ver planos' });
    expect(link).toHaveAttribute('href', '/checkout');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Voltar' }).className);
  });

  it('opens a document in a new tab', () => {
    render(
      <ButtonLink href="https://boletos.example/1" newTab>
        Abrir o boleto
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Abrir o boleto' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
