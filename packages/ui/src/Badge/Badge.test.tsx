import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its mark and says in full what it stands for', () => {
    render(<Badge title="Conta SaaS">SaaS</Badge>);
    expect(screen.getByText('SaaS')).toHaveAttribute('title', 'Conta SaaS');
  });
});
