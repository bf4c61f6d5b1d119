import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

/** Becomes busy on the first click, as a button that starts a request does. */
function PayButton({ onPay }: { readonly onPay: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel="Pagando"
      onClick={() => {
        onPay();
        setBusy(true);
      }}
    >
      Pagar
    </Button>
  );
}

describe('Button', () => {
  it('unavailable: announced as unavailable, yet focusable and still answering a press', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button unavailable onClick={onClick}>
        Próximo
      </Button>,
    );
    const next = screen.getByRole('button', { name: 'Próximo' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toBeEnabled();
    await user.tab();
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its existing API: text, click, disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Voltar</Button>);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Voltar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy ignores extra clicks and keeps focus', async () => {
    const user = userEvent.setup();
    const onPay = jest.fn();
    render(<PayButton onPay={onPay} />);

    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const busy = screen.getByRole('button', { name: 'Pagando' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();

    await user.click(busy);
    await user.dblClick(busy);
    await user.keyboard('{Enter}{ }');
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(busy).toHaveFocus();
  });

  it('while busy does not submit its form again', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Enviar
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
