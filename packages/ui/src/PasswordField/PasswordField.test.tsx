import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Senha"
      showLabel="Mostrar senha"
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Senha');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    await user.type(input, 'Segredo123');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Segredo123');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    render(<Controlled error="Sua senha deve conter no mínimo oito caracteres" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Sua senha deve conter no mínimo oito caracteres');
  });

  it('ignores input and the toggle while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled disabled onChange={onChange} />);
    await user.type(screen.getByLabelText('Senha'), 'abc');
    expect(onChange).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toBeDisabled();
  });
});
