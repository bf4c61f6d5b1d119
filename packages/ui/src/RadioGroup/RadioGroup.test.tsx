import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const OPTIONS = [
  { value: 'card', label: 'Cartão de crédito' },
  { value: 'pix', label: 'Pix' },
  { value: 'slip', label: 'Boleto' },
];

function Controlled({ spy, ...props }: Partial<RadioGroupProps> & { readonly spy?: jest.Mock }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      label="Forma de pagamento"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

describe('RadioGroup', () => {
  it('names the group by its legend and each radio by its label', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    expect(screen.getByRole('radiogroup', { name: 'Forma de pagamento' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pix'));
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('pix');
  });

  // Radix moves the focus a task after keydown and chooses only while an arrow key is held, so
  // each press is written as separate down and up actions, as a real keyboard sends them.
  it('moves and chooses with the arrow keys, with one tab stop', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toHaveFocus();

    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pix' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();

    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Boleto' })).toBeChecked();

    await user.keyboard('{ArrowUp>}{/ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Pix' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('pix');
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    render(<Controlled error="Selecione uma opção" />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Selecione uma opção');
  });

  it('ignores clicks and keys while disabled', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    await user.click(screen.getByLabelText('Pix'));
    await user.tab();
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows an option's description under its label and reads it as the radio's description", async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(
      <Controlled
        spy={spy}
        options={[
          { value: 'co', label: 'Compliance (CO)', description: 'Executa as tarefas.' },
          { value: 'cfo', label: 'Financeiro e compras (CFO)' },
        ]}
      />,
    );
    expect(screen.getByText('Executa as tarefas.')).toBeVisible();
    const co = screen.getByRole('radio', { name: 'Compliance (CO)' });
    expect(co).toHaveAccessibleDescription('Executa as tarefas.');
    expect(
      screen.getByRole('radio', { name: 'Financeiro e compras (CFO)' }),
    ).not.toHaveAccessibleDescription();
    await user.click(screen.getByLabelText('Compliance (CO)'));
    expect(co).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('co');
  });
});
