import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { value: 'pagamento', title: 'Como pago?', content: 'Cartão de crédito ou boleto.' },
  { value: 'cancelar', title: 'Como cancelo?', content: 'Na página da assinatura.' },
];

describe('Accordion', () => {
  it('expands and collapses with Enter and Space, and moves with the arrows', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'Como pago?' });
    const second = screen.getByRole('button', { name: 'Como cancelo?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cartão de crédito ou boleto.')).toBeNull();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Como pago?' })).toHaveTextContent(
      'Cartão de crédito ou boleto.',
    );

    await user.keyboard('{ }');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cartão de crédito ou boleto.')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('single keeps one section open; multiple keeps several', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Como pago?' }));
    await user.click(screen.getByRole('button', { name: 'Como cancelo?' }));
    expect(screen.getByRole('button', { name: 'Como pago?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();

    render(<Accordion items={items} type="multiple" />);
    await user.click(screen.getByRole('button', { name: 'Como pago?' }));
    await user.click(screen.getByRole('button', { name: 'Como cancelo?' }));
    expect(screen.getByRole('button', { name: 'Como pago?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Como cancelo?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('names the region each header controls, and mounts an open section without measuring it', () => {
    // A page rendered ahead and then revealed mounts its accordions at the click: a forced
    // layout per open section was a measurable share of that switch (issue 29).
    const measure = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<Accordion items={items} type="multiple" defaultOpen={['pagamento', 'cancelar']} />);
    expect(measure).not.toHaveBeenCalled();
    measure.mockRestore();
    const header = screen.getByRole('button', { name: 'Como cancelo?' });
    const region = screen.getByRole('region', { name: 'Como cancelo?' });
    expect(header).toHaveAttribute('aria-controls', region.id);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveTextContent('Na página da assinatura.');
  });
});
