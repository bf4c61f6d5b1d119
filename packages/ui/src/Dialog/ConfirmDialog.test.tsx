import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({
  onConfirm,
  busy = false,
}: {
  onConfirm: () => void | Promise<unknown>;
  busy?: boolean;
}) {
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

  it('while busy, Escape, a click outside and Voltar do not close it', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={jest.fn()} busy />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    const back = screen.getByRole('button', { name: 'Voltar' });
    expect(back).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(dialog.previousElementSibling as HTMLElement);
    await user.click(back);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when not busy, a click outside closes it', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar assinatura?' });
    await user.click(dialog.previousElementSibling as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is busy by itself while the promise of onConfirm is pending, and confirms once', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onConfirm = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Cancelar assinatura' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAccessibleName('Cancelando');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeEnabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('ignores a second confirm dispatched before the dialog re-renders', async () => {
    const onConfirm = jest.fn(() => new Promise<void>(() => {}));
    render(<Harness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Cancelar assinatura' });
    // Two clicks in one task, as a bouncing mouse or a tap plus a click can send them.
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
