import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, type CheckboxProps } from './Checkbox';

function Controlled({ spy, ...props }: Partial<CheckboxProps> & { readonly spy?: jest.Mock }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Aceito os termos"
      checked={checked}
      onChange={(next) => {
        spy?.(next);
        setChecked(next);
      }}
      {...props}
    />
  );
}

describe('Checkbox', () => {
  it('is labelled and toggles on click, on its label and with Space', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    const box = screen.getByRole('checkbox', { name: 'Aceito os termos' });
    expect(screen.getByLabelText('Aceito os termos')).toBe(box);
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(box).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Aceito os termos'));
    expect(box).not.toBeChecked();

    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    render(<Controlled description="Leia antes de aceitar" error="Campo obrigatório!" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Leia antes de aceitar Campo obrigatório!');
  });

  it('ignores clicks and keys while disabled', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} disabled />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await user.click(box);
    await user.click(screen.getByText('Aceito os termos'));
    await user.keyboard(' ');
    expect(spy).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
  });
});
