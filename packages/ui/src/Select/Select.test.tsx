import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectProps } from './Select';

const OPTIONS = [
  { value: 'sp', label: 'São Paulo' },
  { value: 'rj', label: 'Rio de Janeiro' },
];

function Controlled({ spy, ...props }: Partial<SelectProps> & { readonly spy?: jest.Mock }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Estado"
      options={OPTIONS}
      placeholder="Selecione"
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

describe('Select', () => {
  it('shows the placeholder as an empty option until a choice is made', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Selecione' })).toHaveValue('');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Selecione' }).selected).toBe(
      true,
    );

    await user.selectOptions(select, 'Rio de Janeiro');
    expect(spy).toHaveBeenLastCalledWith('rj');
    expect(select).toHaveValue('rj');
  });

  it('passes an autofill token to the select, and none unless asked', () => {
    render(
      <>
        <Controlled autoComplete="address-level1" />
        <Controlled label="Função" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveAttribute(
      'autocomplete',
      'address-level1',
    );
    expect(screen.getByRole('combobox', { name: 'Função' })).not.toHaveAttribute('autocomplete');
  });

  it('makes the placeholder unselectable when the choice is required', () => {
    render(<Controlled required />);
    expect(screen.getByRole('option', { name: 'Selecione' })).toBeDisabled();
    expect(screen.getByLabelText('Estado')).toBeRequired();
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    render(<Controlled error="Selecione uma opção" />);
    const select = screen.getByLabelText('Estado');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Selecione uma opção');
  });

  it('ignores choices while disabled', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} disabled />);
    const select = screen.getByLabelText('Estado');
    expect(select).toBeDisabled();
    await user.selectOptions(select, 'São Paulo').catch(() => undefined);
    expect(spy).not.toHaveBeenCalled();
    expect(select).toHaveValue('');
  });
});
