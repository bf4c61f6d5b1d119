import { render, screen } from '@testing-library/react';
import { Button } from '../Button/Button';
import { ButtonLink } from './ButtonLink';
import { ToPage } from '../TextLink/ToPage';

describe('ButtonLink', () => {
  it('draws the button of its tone on the element that goes to a page', () => {
    render(
      <>
        <Button tone="secondary">Voltar</Button>
        <ButtonLink tone="secondary" render={<ToPage to="/checkout" />}>
          Ver planos
        </ButtonLink>
      </>,
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
