import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomSheet, SheetLayout } from './BottomSheet';

function Summary({ onFinish = () => {} }: { readonly onFinish?: () => void }) {
  return (
    <SheetLayout
      sheet={
        <BottomSheet
          title="Resumo da compra"
          label="Total por mês"
          value="R$ 3.280,00"
          action={
            <button type="button" onClick={onFinish}>
              Finalizar compra
            </button>
          }
          footer={<button type="button">Cancelar checkout</button>}
        >
          <p>Subtotal</p>
          <button type="button">Aplicar cupom</button>
        </BottomSheet>
      }
    >
      <h2>Plano</h2>
    </SheetLayout>
  );
}

const toggle = () => screen.getByRole('button', { name: /^Total por mês/ });
const parts = () =>
  (toggle().getAttribute('aria-controls') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id));

describe('BottomSheet', () => {
  it('is a landmark and a region named by its title, with the action always at hand', async () => {
    const onFinish = jest.fn();
    render(<Summary onFinish={onFinish} />);
    const aside = screen.getByRole('complementary', { name: 'Resumo da compra' });
    expect(within(aside).getByRole('region', { name: 'Resumo da compra' })).toBeInTheDocument();
    await userEvent.click(within(aside).getByRole('button', { name: 'Finalizar compra' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('the bar says the label and the value; open, the value is left to the content', async () => {
    const user = userEvent.setup();
    render(<Summary />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Total por mês R$ 3.280,00');
    const [content, footer] = parts();
    expect(content).toHaveTextContent('Subtotal');
    expect(content).toHaveAttribute('data-expanded', 'false');
    expect(footer).toHaveTextContent('Cancelar checkout');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(content).toHaveAttribute('data-expanded', 'true');
    expect(footer).toHaveAttribute('data-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Total por mês');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAccessibleName('Total por mês R$ 3.280,00');
  });

  it('Escape from inside the open sheet closes it and puts the focus back on its toggle', async () => {
    const user = userEvent.setup();
    render(<Summary />);
    await user.keyboard('{Escape}');
    await user.click(toggle());
    screen.getByRole('button', { name: 'Aplicar cupom' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    // Closed, Escape leaves the focus where it is.
    screen.getByRole('button', { name: 'Finalizar compra' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Finalizar compra' })).toHaveFocus();
  });

  it('keeps the page room for the bar at the end of the document, and takes it away with it', () => {
    const { unmount } = render(<Summary />);
    const room = document.body.lastElementChild;
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room).toHaveStyle({ blockSize: '0px' });
    expect(document.documentElement).not.toHaveAttribute('style');
    unmount();
    expect(document.body.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
