import { render, screen } from '@testing-library/react';
import { AmountList } from './AmountList';

describe('AmountList', () => {
  it('pairs each name with its amount; only the live line is announced on a change', () => {
    render(
      <AmountList
        lines={[
          { key: 'subtotal', name: 'Subtotal', amount: 'R$ 3.280,00' },
          { key: 'off', name: 'Desconto', amount: '− R$ 820,00', kind: 'positive' },
          { key: 'total', name: 'Total por mês', amount: 'R$ 2.460,00', kind: 'total', live: true },
        ]}
      />,
    );
    const names = screen.getAllByRole('term').map((term) => term.textContent);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    expect(names).toEqual(['Subtotal', 'Desconto', 'Total por mês']);
    expect(amounts).toEqual(['R$ 3.280,00', '− R$ 820,00', 'R$ 2.460,00']);
    expect(screen.getByText('R$ 2.460,00')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('R$ 3.280,00')).not.toHaveAttribute('aria-live');
  });
});
