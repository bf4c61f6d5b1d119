import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Cancelar assinatura?"
      description="O acesso continua até o fim do período pago."
      confirmLabel="Cancelar assinatura"
      cancelLabel="Voltar"
      busyLabel="Cancelando"
      tone="critical"
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('calls onConfirm once per confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    await user.click(screen.getByRole('button', { name: 'Cancelar assinatura' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Voltar closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy ignores repeated confirms and stays open on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} busy />);
    const confirm = await screen.findByRole('button', { name: 'Cancelando' });
    await user.click(confirm);
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
