import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('adds to the accessible name without showing', () => {
    render(
      <a href="https://boletos.example/1">
        Ver boleto<VisuallyHidden> (abre em uma nova aba)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Ver boleto (abre em uma nova aba)' })).toBeVisible();
    expect(screen.getByText('(abre em uma nova aba)').className).toMatch(/visuallyHidden/);
  });
});
