import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionMenu } from '../ActionMenu/ActionMenu';
import { Dialog } from './Dialog';

/** A table row's actions, one of which opens a dialog (the back-office's Editar, Ver usuários). */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ActionMenu
        label="Ações de Carlos Mendes"
        items={[{ id: 'edit', label: 'Editar', onSelect: () => setOpen(true) }]}
      >
        Ações
      </ActionMenu>
      <Dialog open={open} onOpenChange={setOpen} title="Editar usuário">
        <button type="button">Salvar</button>
      </Dialog>
    </>
  );
}

describe('a dialog opened from a menu item', () => {
  it('gives the focus back to the menu’s button when it closes (the item is gone by then)', async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    const trigger = screen.getByRole('button', { name: 'Ações de Carlos Mendes' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Editar usuário' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
