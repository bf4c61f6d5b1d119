import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch, type SwitchProps } from './Switch';

function Controlled({ spy, ...props }: Partial<SwitchProps> & { readonly spy?: jest.Mock }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Renovação automática"
      checked={checked}
      onChange={(next) => {
        spy?.(next);
        setChecked(next);
      }}
      {...props}
    />
  );
}

describe('Switch', () => {
  it('is labelled and toggles on click and with Space', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    const toggle = screen.getByRole('switch', { name: 'Renovação automática' });
    expect(screen.getByLabelText('Renovação automática')).toBe(toggle);
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith(true);

    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(spy).toHaveBeenLastCalledWith(false);
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    render(<Controlled error="Não foi possível salvar" />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toHaveAttribute('aria-invalid', 'true');
    expect(toggle).toHaveAccessibleDescription('Não foi possível salvar');
  });

  it('ignores clicks and keys while disabled', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} disabled />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    await user.keyboard(' ');
    expect(spy).not.toHaveBeenCalled();
  });
});
