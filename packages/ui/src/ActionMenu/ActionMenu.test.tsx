import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionMenu, ChoiceMenu } from './ActionMenu';

describe('ActionMenu', () => {
  function setup() {
    const edit = jest.fn();
    const users = jest.fn();
    render(
      <ActionMenu
        label="Ações de Acme Ltda"
        items={[
          { id: 'edit', label: 'Editar', onSelect: edit },
          { id: 'users', label: 'Ver usuários', onSelect: users },
          { id: 'tasks', label: 'Ver tarefas', onSelect: jest.fn(), disabled: true },
        ]}
      >
        Ações
      </ActionMenu>,
    );
    return { edit, users, user: userEvent.setup() };
  }

  it('is a menu button named for its row, whose items run on a click', async () => {
    const { user, edit } = setup();
    await user.click(screen.getByRole('button', { name: 'Ações de Acme Ltda' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(edit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('works with the keyboard alone and gives the focus back to its button', async () => {
    const { user, users } = setup();
    const trigger = screen.getByRole('button', { name: 'Ações de Acme Ltda' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Ver usuários' })).toHaveFocus();
    // The unavailable item is skipped by the arrows.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Ver usuários' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(users).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('ChoiceMenu', () => {
  function Filters({ onChange }: { readonly onChange: (status: string, plan: string) => void }) {
    const [status, setStatus] = useState('');
    const [plan, setPlan] = useState('');
    const change = (nextStatus: string, nextPlan: string) => {
      setStatus(nextStatus);
      setPlan(nextPlan);
      onChange(nextStatus, nextPlan);
    };
    return (
      <ChoiceMenu
        groups={[
          {
            id: 'status',
            label: 'Status',
            value: status,
            onChange: (value) => change(value, plan),
            options: [
              { value: 'active', label: 'Ativas' },
              { value: 'disabled', label: 'Desativadas' },
            ],
          },
          {
            id: 'plan',
            label: 'Plano',
            value: plan,
            onChange: (value) => change(status, value),
            options: [{ value: 'essential', label: 'Essential' }],
          },
        ]}
        clearLabel="Limpar filtros"
        onClear={() => change('', '')}
      >
        Filtros
      </ChoiceMenu>
    );
  }

  it('marks the chosen option, counts the groups chosen, unchooses and clears', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Filters onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Desativadas' }));
    expect(onChange).toHaveBeenLastCalledWith('disabled', '');
    expect(screen.getByRole('button', { name: /Filtros\s*1/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    expect(await screen.findByRole('menuitemradio', { name: 'Desativadas' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: 'Essential' }));
    expect(onChange).toHaveBeenLastCalledWith('disabled', 'essential');

    // Choosing the chosen option again unchooses it.
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Essential' }));
    expect(onChange).toHaveBeenLastCalledWith('disabled', '');

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Limpar filtros' }));
    expect(onChange).toHaveBeenLastCalledWith('', '');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });
});
