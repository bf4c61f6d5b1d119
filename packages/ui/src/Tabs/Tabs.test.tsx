import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { value: 'dados', label: 'Dados', content: 'Nome e e-mail' },
  { value: 'senha', label: 'Senha', content: 'Trocar a senha' },
  { value: 'empresa', label: 'Empresa', content: 'Dados da empresa' },
];

describe('Tabs', () => {
  it('names the tab list and starts on the first tab', () => {
    render(<Tabs label="Minha conta" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Minha conta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Dados' })).toHaveTextContent('Nome e e-mail');
  });

  it('moves and selects with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<Tabs label="Minha conta" tabs={tabs} onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Dados' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Senha' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Senha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Trocar a senha');
    expect(onValueChange).toHaveBeenLastCalledWith('senha');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dados' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dados' })).toHaveFocus();

    // Tab leaves the tab list for the panel, not the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs label="Minha conta" tabs={tabs} value="senha" />);
    expect(screen.getByRole('tab', { name: 'Senha' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Minha conta" tabs={tabs} value="empresa" />);
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
  });
});
