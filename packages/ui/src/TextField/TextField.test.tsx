import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MASKS_BY_NAME as MASKS, unmask } from '@portal/rules';
import { TextField, type TextFieldProps } from './TextField';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & { readonly initial?: string };

function Controlled({ initial = '', ...props }: Props & { readonly spy: jest.Mock }) {
  const [value, setValue] = useState(initial);
  const { spy, ...rest } = props;
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Partial<Props> = {}) {
  const spy = jest.fn();
  render(<Controlled label="Campo" spy={spy} {...props} />);
  return { spy, user: userEvent.setup(), input: screen.getByLabelText('Campo') };
}

describe('TextField', () => {
  it('is labelled by its label and described by its description', () => {
    setup({ description: 'Com DDD' });
    const input = screen.getByRole('textbox', { name: 'Campo' });
    expect(input).toHaveAccessibleDescription('Com DDD');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error through aria-describedby and aria-invalid', () => {
    setup({ description: 'Com DDD', error: 'Telefone inválido' });
    const input = screen.getByLabelText('Campo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Com DDD Telefone inválido');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a required field for assistive tech and the eye', () => {
    setup({ required: true });
    expect(screen.getByRole('textbox', { name: 'Campo' })).toBeRequired();
  });

  it('brings up the keypad a mask or the field asks for', () => {
    render(
      <>
        <TextField label="Telefone" mask={MASKS.phone} value="" onChange={jest.fn()} />
        <TextField label="Desconto" inputMode="decimal" value="" onChange={jest.fn()} />
        <TextField label="Nome" value="" onChange={jest.fn()} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Telefone' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('textbox', { name: 'Desconto' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('inputmode');
  });

  // Issue 28, item 4: every mask brings its phone keyboard and autofill token.
  it.each([
    ['phone', MASKS.phone, 'tel', 'tel-national', null],
    ['cpf', MASKS.cpf, 'numeric', null, null],
    ['cnpj', MASKS.cnpj, 'text', null, 'characters'],
    ['holderTaxId', MASKS.holderTaxId, 'text', null, 'characters'],
    ['cep', MASKS.cep, 'numeric', 'postal-code', null],
    ['cardNumber', MASKS.cardNumber, 'numeric', 'cc-number', null],
    ['expiry', MASKS.expiry, 'numeric', 'cc-exp', null],
    ['cvv', MASKS.cvv, 'numeric', 'cc-csc', null],
    ['holderName', MASKS.holderName, 'text', 'cc-name', 'characters'],
    ['couponCode', MASKS.couponCode, 'text', null, 'characters'],
  ] as const)(
    'mask %s: inputmode %s, autocomplete %s by default',
    (_name, mask, inputMode, autoComplete, capitals) => {
      render(<TextField label="Campo" mask={mask} value="" onChange={jest.fn()} />);
      const input = screen.getByRole('textbox', { name: 'Campo' });
      expect(input).toHaveAttribute('inputmode', inputMode);
      expect(input.getAttribute('autocomplete')).toBe(autoComplete);
      expect(input.getAttribute('autocapitalize')).toBe(capitals);
      expect(input).toHaveAttribute('spellcheck', 'false');
    },
  );

  it("lets the caller override the mask's keyboard and autofill token", () => {
    render(
      <TextField
        label="CEP de outra pessoa"
        mask={MASKS.cep}
        autoComplete="off"
        inputMode="tel"
        value=""
        onChange={jest.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'CEP de outra pessoa' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('inputmode', 'tel');
  });

  it('fills an e-mail field with an e-mail by default, and nothing else without a mask', () => {
    render(
      <>
        <TextField label="E-mail" type="email" value="" onChange={jest.fn()} />
        <TextField
          label="E-mail do CO"
          type="email"
          autoComplete="off"
          value=""
          onChange={jest.fn()}
        />
        <TextField label="Nome" value="" onChange={jest.fn()} />
      </>,
    );
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'E-mail do CO' })).toHaveAttribute(
      'autocomplete',
      'off',
    );
    const name = screen.getByRole('textbox', { name: 'Nome' });
    expect(name).not.toHaveAttribute('autocomplete');
    expect(name).not.toHaveAttribute('autocapitalize');
    expect(name).not.toHaveAttribute('spellcheck');
  });

  it('passes plain text through without a mask', async () => {
    const { user, input, spy } = setup({ type: 'email' });
    await user.type(input, 'a@b.co');
    expect(input).toHaveValue('a@b.co');
    expect(spy).toHaveBeenLastCalledWith('a@b.co');
  });

  it.each([
    ['phone', '11987654321', '11 9 8765-4321'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cnpj', '12345678000195', '12.345.678/0001-95'],
    ['cpf', '12345678909', '123.456.789-09'],
    ['holderTaxId', '12345678909', '123.456.789-09'],
    ['holderTaxId', '12345678000195', '12.345.678/0001-95'],
    ['cep', '01310100', '01310-100'],
    ['cardNumber', '4111111111111111', '4111 1111 1111 1111'],
    ['expiry', '1229', '12/29'],
    ['holderName', 'maria souza', 'MARIA SOUZA'],
    ['couponCode', 'promo10', 'PROMO10'],
  ] as const)('masks %s while typing: %s → %s', async (name, typed, shown) => {
    const { user, input, spy } = setup({ mask: MASKS[name] });
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(spy).toHaveBeenLastCalledWith(shown);
  });

  it.each([
    ['phone', '(11) 98765-4321', '11 9 8765-4321'],
    ['cnpj', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['cep', '01310-100', '01310-100'],
    ['cardNumber', '4111-1111-1111-1111 ', '4111 1111 1111 1111'],
    ['expiry', '12/2029', '12/20'],
    ['holderName', 'José da Silva 3º', 'JOSÉ DA SILVA '],
  ] as const)('masks %s on paste: %s → %s', async (name, pasted, shown) => {
    const { user, input, spy } = setup({ mask: MASKS[name] });
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith(shown);
  });

  it('gives the raw value back with unmask', async () => {
    const { user, input } = setup({ mask: MASKS.phone });
    await user.type(input, '11987654321');
    expect(unmask((input as HTMLInputElement).value)).toBe('11987654321');
  });

  it('rejects what a mask does not accept and stops at its length', async () => {
    const { user, input } = setup({ mask: MASKS.cep });
    await user.type(input, '0a1b3-1010099');
    expect(input).toHaveValue('01310-100');
  });

  it('keeps the caret where the user edits in the middle', async () => {
    const { user, input } = setup({ mask: MASKS.phone, initial: '11 9 8765-432' });
    const element = input as HTMLInputElement;
    await user.click(input);
    // Remove the '9' of the mobile prefix (after "11 9").
    element.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(element).toHaveValue('11 8 7654-32');
    expect(element.selectionStart).toBe(2);
  });

  it('keeps the caret where it was when a character the mask refuses is typed', async () => {
    const { user, input } = setup({ mask: MASKS.phone, initial: '11 9 8765-4321' });
    const element = input as HTMLInputElement;
    await user.click(input);
    element.setSelectionRange(4, 4);
    await user.keyboard('x');
    expect(element).toHaveValue('11 9 8765-4321');
    expect(element.selectionStart).toBe(4);
  });

  it('puts the caret after a pasted part in the middle, past the separators it brought', async () => {
    const { user, input } = setup({ mask: MASKS.cardNumber, initial: '4111 1111' });
    const element = input as HTMLInputElement;
    await user.click(input);
    element.setSelectionRange(5, 5);
    await user.paste('2222-33');
    expect(element).toHaveValue('4111 2222 3311 11');
    // After '4111 2222 33': the six pasted digits and the separator the mask put between them.
    expect(element.selectionStart).toBe(12);
  });

  it('ignores input while disabled', async () => {
    const { user, input, spy } = setup({ mask: MASKS.phone, disabled: true });
    expect(input).toBeDisabled();
    await user.type(input, '11');
    await user.paste('11987654321');
    expect(input).toHaveValue('');
    expect(spy).not.toHaveBeenCalled();
  });

  it('calls onBlur when leaving the field', async () => {
    const onBlur = jest.fn();
    const { user, input } = setup({ onBlur });
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
