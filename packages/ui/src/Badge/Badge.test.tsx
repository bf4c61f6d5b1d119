import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its mark and says in full what it stands for', () => {
    render(<Badge title="Conta SaaS">SaaS</Badge>);
    expect(screen.getByText('SaaS')).toHaveAttribute('title', 'Conta SaaS');
  });

  it('shows a state in its tone, with a mark drawn for screens only', () => {
    render(
      <>
        <Badge tone="critical">Atrasado</Badge>
        <Badge tone="caution">Pendente</Badge>
        <Badge tone="positive">Em dia</Badge>
        <Badge tone="neutral">Parado</Badge>
      </>,
    );
    expect(screen.getByText('Atrasado')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByText('Pendente')).toHaveAttribute('data-tone', 'caution');
    expect(screen.getByText('Em dia')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('Parado')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByText('Atrasado').querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });
});
