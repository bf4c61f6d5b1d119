import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo, type ReactNode } from 'react';
import * as v from 'valibot';
import { cep, email, maxLength, required } from './fields';
import { FORM_ERROR, useRuleForm, type FieldBinding, type RuleFormOptions } from './form';

const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });

function Wrapper({ children }: { readonly children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A bare input standing in for the kit's fields (this package sits under the kit). */
function Input({ label, binding }: { readonly label: string; readonly binding: FieldBinding }) {
  const errorId = `${binding.name}-error`;
  return (
    <>
      <label>
        {label}
        <input
          name={binding.name}
          value={binding.value}
          onChange={(event) => binding.onChange(event.target.value)}
          onBlur={binding.onBlur}
          aria-invalid={binding.error ? true : undefined}
          aria-describedby={errorId}
        />
      </label>
      <span id={errorId}>{binding.error}</span>
    </>
  );
}

const contactSchema = v.object({ name: required, email: email() });
type Contact = { name: string; email: string };
const EMPTY: Contact = { name: '', email: '' };

function ContactForm({
  send,
  options,
}: {
  readonly send: (output: Contact) => unknown;
  readonly options?: RuleFormOptions<Contact>;
}) {
  const form = useRuleForm(contactSchema, EMPTY, options);
  return (
    <form {...form.props(send)} aria-label="Contato">
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <Input label="Nome" binding={form.field('name')} />
      <Input label="E-mail" binding={form.field('email')} />
      <button type="submit" aria-busy={form.submitting}>
        {form.submitting ? 'Enviando…' : 'Enviar'}
      </button>
      <output aria-label="estado">{form.valid ? 'válido' : 'inválido'}</output>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Nome'), 'Ana Souza');
  await user.type(field('E-mail'), 'ana@empresa.com.br');
}

describe('useRuleForm', () => {
  it("a key typed in one field re-renders that field's control, not the others", async () => {
    const renders: Record<string, number> = {};
    // Memoised as the kit's fields are: it renders again only when its binding changes.
    const Counted = memo(function Counted({
      label,
      ...binding
    }: FieldBinding & { readonly label: string }) {
      renders[label] = (renders[label] ?? 0) + 1;
      return <Input label={label} binding={binding} />;
    });
    function Form() {
      const form = useRuleForm(contactSchema, EMPTY);
      return (
        <form aria-label="Contato">
          <Counted label="Nome" {...form.field('name')} />
          <Counted label="E-mail" {...form.field('email')} />
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />, { wrapper: Wrapper });
    const emailRenders = renders['E-mail'];

    await user.type(field('Nome'), 'Ana');
    expect(field('Nome')).toHaveValue('Ana');
    expect(renders['E-mail']).toBe(emailRenders);
    // Its handlers still work: typed, left, its message shows.
    await user.type(field('E-mail'), 'ana@');
    await user.tab();
    expect(field('E-mail')).toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
  });

  it("shows a field's message once the field is left, not while typing", async () => {
    const user = userEvent.setup();
    render(<ContactForm send={jest.fn()} />, { wrapper: Wrapper });
    await user.type(field('E-mail'), 'ana@');
    expect(field('E-mail')).not.toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
    await user.tab();
    expect(field('E-mail')).toHaveAccessibleDescription('Por favor, insira um e-mail válido.');
    expect(field('Nome')).toHaveAccessibleDescription('');
  });

  it('refuses a submit with broken rules: every message shows and the first field takes focus', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<ContactForm send={send} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).not.toHaveBeenCalled();
    expect(field('Nome')).toHaveAccessibleDescription('Campo obrigatório!');
    expect(field('E-mail')).toHaveAccessibleDescription('Campo obrigatório!');
    expect(field('Nome')).toHaveFocus();
  });

  it('sends the parsed output (trimmed) and keeps the values', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<ContactForm send={send} />, { wrapper: Wrapper });
    await user.type(field('Nome'), '  Ana Souza ');
    await user.type(field('E-mail'), 'ana@empresa.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith({ name: 'Ana Souza', email: 'ana@empresa.com.br' });
    expect(field('Nome')).toHaveValue('  Ana Souza ');
  });

  it('is busy while sending and ignores a second submit meanwhile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm send={send} />, { wrapper: Wrapper });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // Enter in a field submits again before the first answer.
    await user.type(field('Nome'), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Enviando…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("puts the server's refusal on its field, focuses it, and drops it once the field changes", async () => {
    const user = userEvent.setup();
    const taken = new Error('409');
    render(
      <ContactForm
        send={() => Promise.reject(taken)}
        options={{
          refusals: (error) => (error === taken ? { email: 'E-mail já cadastrado' } : undefined),
        }}
      />,
      { wrapper: Wrapper },
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(field('E-mail')).toHaveAccessibleDescription('E-mail já cadastrado'),
    );
    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveValue('ana@empresa.com.br');
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('inválido');
    await user.type(field('E-mail'), 'x');
    expect(field('E-mail')).not.toHaveAccessibleDescription('E-mail já cadastrado');
    expect(screen.getByRole('status', { name: 'estado' })).toHaveTextContent('válido');
  });

  it('shows a refusal about the whole form until a field changes', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        send={() => Promise.reject(new Error('400'))}
        options={{ refusals: () => ({ [FORM_ERROR]: 'Recusado pelo servidor' }) }}
      />,
      { wrapper: Wrapper },
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recusado pelo servidor');
    await user.type(field('Nome'), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hands any other failure to onFailure, keeping everything typed', async () => {
    const user = userEvent.setup();
    const down = new Error('network');
    const onFailure = jest.fn();
    render(
      <ContactForm
        send={() => Promise.reject(down)}
        options={{ refusals: () => undefined, onFailure }}
      />,
      { wrapper: Wrapper },
    );
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(down));
    expect(field('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it("shows a form's own check at once and refuses to send while it fails", async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(
      <ContactForm
        send={send}
        options={{
          checks: ({ name }) => (name === 'Root' ? { name: 'Nome reservado' } : undefined),
        }}
      />,
      { wrapper: Wrapper },
    );
    await user.type(field('Nome'), 'Root');
    expect(field('Nome')).toHaveAccessibleDescription('Nome reservado');
    await user.type(field('E-mail'), 'ana@empresa.com.br{Enter}');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('useRuleForm: a rule that asks the server', () => {
  const addressSchema = v.object({ cep, street: required });
  type Address = { cep: string; street: string };

  function AddressForm({
    lookup,
    send = jest.fn(),
  }: {
    readonly lookup: (cep: string, signal: AbortSignal) => Promise<string | null>;
    readonly send?: (output: Address) => unknown;
  }) {
    const form = useRuleForm(addressSchema, { cep: '', street: '' } as Address, {
      asyncRules: {
        cep: async (value, { signal, set }) => {
          const street = await lookup(value, signal);
          if (street === null) return 'CEP não encontrado';
          set('street', street);
          return undefined;
        },
      },
    });
    return (
      <form {...form.props(send)}>
        <Input label="CEP" binding={form.field('cep')} />
        <Input label="Rua" binding={form.field('street')} />
        {form.checking('cep') ? <p>Buscando o CEP…</p> : null}
        <button type="button" onClick={form.recheck}>
          Consultar de novo
        </button>
        <button type="submit">Enviar</button>
      </form>
    );
  }

  it('asks once the value passes its own rules, fills other fields, and cancels an older question', async () => {
    const user = userEvent.setup();
    const questions: {
      cep: string;
      signal: AbortSignal;
      answer: (street: string | null) => void;
    }[] = [];
    const lookup = (value: string, signal: AbortSignal) =>
      new Promise<string | null>((resolve) =>
        questions.push({ cep: value, signal, answer: resolve }),
      );
    render(<AddressForm lookup={lookup} />, { wrapper: Wrapper });

    await user.type(field('CEP'), '0131010');
    expect(questions).toHaveLength(0);
    await user.type(field('CEP'), '0');
    expect(questions.map((question) => question.cep)).toEqual(['01310100']);
    expect(screen.getByText('Buscando o CEP…')).toBeInTheDocument();

    // A newer value cancels the older question; its late answer changes nothing.
    await user.clear(field('CEP'));
    await user.type(field('CEP'), '20040002');
    expect(questions[0]!.signal.aborted).toBe(true);
    await act(async () => questions[0]!.answer('Avenida Paulista'));
    expect(field('Rua')).toHaveValue('');

    await act(async () => questions[1]!.answer('Rua da Assembleia'));
    expect(field('Rua')).toHaveValue('Rua da Assembleia');
    expect(screen.queryByText('Buscando o CEP…')).not.toBeInTheDocument();
  });

  it("shows the server rule's message and refuses to send while it fails or is pending", async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    let answer: (street: string | null) => void = () => {};
    const lookup = () => new Promise<string | null>((resolve) => (answer = resolve));
    render(<AddressForm lookup={lookup} send={send} />, { wrapper: Wrapper });
    await user.type(field('Rua'), 'Rua A');
    await user.type(field('CEP'), '99999999{Enter}');
    expect(send).not.toHaveBeenCalled();
    await act(async () => answer(null));
    expect(field('CEP')).toHaveAccessibleDescription('CEP não encontrado');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('a submit made while the server rule is asking waits for its answer, then sends', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    let answer: (street: string | null) => void = () => {};
    const lookup = () => new Promise<string | null>((resolve) => (answer = resolve));
    render(<AddressForm lookup={lookup} send={send} />, { wrapper: Wrapper });
    await user.type(field('CEP'), '01310100{Enter}');
    expect(send).not.toHaveBeenCalled();
    await act(async () => answer('Avenida Paulista'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ cep: '01310100', street: 'Avenida Paulista' }),
    );
  });

  it('asks again about the same value on recheck (its service was down) and then sends', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    const answers = [null, 'Avenida Paulista'];
    const lookup = jest.fn(async () => answers.shift() ?? null);
    render(<AddressForm lookup={lookup} send={send} />, { wrapper: Wrapper });
    await user.type(field('CEP'), '01310100');
    expect(await screen.findByText('CEP não encontrado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Consultar de novo' }));
    await waitFor(() => expect(field('Rua')).toHaveValue('Avenida Paulista'));
    expect(field('CEP')).not.toHaveAccessibleDescription('CEP não encontrado');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send).toHaveBeenCalledWith({ cep: '01310100', street: 'Avenida Paulista' });
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});

describe('useRuleForm: lists of rows', () => {
  const couponSchema = v.object({
    code: required,
    discounts: v.pipe(
      v.array(v.object({ product: required, percent: v.pipe(required, maxLength(2)) })),
      v.minLength(1, 'required'),
    ),
  });
  type Coupon = { code: string; discounts: { product: string; percent: string }[] };

  function CouponForm({ send }: { readonly send: (output: Coupon) => unknown }) {
    const form = useRuleForm(couponSchema, {
      code: 'PROMO',
      discounts: [{ product: 'Essencial', percent: '10' }],
    } as Coupon);
    const discounts = form.list('discounts');
    return (
      <form {...form.props(send)}>
        {discounts.rows.map((row, index) => (
          <fieldset key={row.key} aria-label={`Desconto ${index + 1}`}>
            <Input label={`Produto ${index + 1}`} binding={row.field('product')} />
            <Input label={`Percentual ${index + 1}`} binding={row.field('percent')} />
            <button type="button" onClick={() => discounts.remove(index)}>
              {`Remover ${index + 1}`}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => discounts.append({ product: '', percent: '' })}>
          Adicionar
        </button>
        <p>{discounts.error}</p>
        <button type="submit">Salvar</button>
      </form>
    );
  }

  it('adds, edits and removes rows, each with its own messages', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<CouponForm send={send} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await user.type(field('Produto 2'), 'Avançado');
    await user.type(field('Percentual 2'), '150');
    await user.tab();
    expect(field('Percentual 2')).toHaveAccessibleDescription('Digite no máximo 2 caracteres');
    expect(field('Percentual 1')).toHaveAccessibleDescription('');

    // Removing the first row keeps the second row's text, message and focus target.
    await user.click(screen.getByRole('button', { name: 'Remover 1' }));
    expect(field('Produto 1')).toHaveValue('Avançado');
    expect(field('Percentual 1')).toHaveAccessibleDescription('Digite no máximo 2 caracteres');

    await user.clear(field('Percentual 1'));
    await user.type(field('Percentual 1'), '15');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(send).toHaveBeenCalledWith({
      code: 'PROMO',
      discounts: [{ product: 'Avançado', percent: '15' }],
    });
  });

  it('says when the list itself is refused', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    render(<CouponForm send={send} />, { wrapper: Wrapper });
    await user.click(screen.getByRole('button', { name: 'Remover 1' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Campo obrigatório!')).toBeInTheDocument();
  });
});
