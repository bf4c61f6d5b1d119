import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar e-mail
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Editar e-mail"
        description="O novo e-mail recebe um código de confirmação."
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancelar
            </button>
            <button type="button">Salvar</button>
          </>
        }
      >
        <label>
          E-mail
          <input type="email" />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Editar e-mail' });
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Editar e-mail' });
  return { user, trigger, dialog };
}

describe('Dialog', () => {
  it('is named and described, and moves focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('O novo e-mail recebe um código de confirmação.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('traps focus: Tab and Shift+Tab cycle inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await user.tab();
    expect(email).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('Escape closes it and focus returns to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closing from an action also returns focus to the trigger', async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
