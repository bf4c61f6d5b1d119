import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { clearReports, getReports } from '@portal/telemetry';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';
import type * as OrderSummaryModule from './OrderSummary';
import { browser } from '@portal/router';
import { draftKey } from '../draft';
import {
  atCheckout as atCheckoutIn,
  CHECKOUT_OWNER as OWNER,
} from '../../../testing/checkoutFixtures';
import { field, heading, next } from '../../../testing/checkoutScreen';

// Counts the order summary's renders (it renders as it is): a key typed in a step must not
// re-render the rest of the checkout.
const mockSummaryRenders = jest.fn();
jest.mock('./OrderSummary', () => {
  const actual = jest.requireActual<typeof OrderSummaryModule>('./OrderSummary');
  return {
    ...actual,
    OrderSummary: (props: Parameters<typeof actual.OrderSummary>[0]) => {
      mockSummaryRenders();
      return actual.OrderSummary(props);
    },
  };
});

const page = installPageSandbox();

/** The demo trial owner at checkout, in this file's sandbox. */
const atCheckout = (selectedPlans?: string[]) => atCheckoutIn(page, selectedPlans);

const street = () => screen.getByRole('textbox', { name: 'Logradouro' });
/** An amount in BRL as Intl writes it (a no-break space after R$). */
const brl = (amount: string) => new RegExp(`^−?\\s?R\\$\\s${amount.replace('.', '\\.')}$`);

/** The step starts from the company's saved data (the seed has all but the finance phone). */
async function fillCompany(user: UserEvent) {
  await heading('Dados da empresa e de cobrança');
  expect(field('Razão social')).toHaveValue('Aurora Consultoria Ltda');
  expect(field('E-mail do financeiro')).toHaveValue(OWNER);
  await user.type(field('Telefone do financeiro'), '11987654321');
}

async function toPayment(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await fillCompany(user);
  await user.click(next());
  await heading('Pagamento');
}

/** Signed in at checkout, past the plan, on the company step. */
async function openCompanyStep() {
  const user = userEvent.setup({ delay: null });
  const { session } = atCheckout();
  await renderCheckout('/start', { session });
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await heading('Dados da empresa e de cobrança');
  return user;
}

/** Signed in at checkout, through the steps to the review of a bank-slip purchase. */
async function slipToReview() {
  const user = userEvent.setup({ delay: null });
  const { db, session } = atCheckout();
  await renderCheckout('/start', { session });
  await toPayment(user);
  await user.click(screen.getByRole('radio', { name: /Boleto bancário/ }));
  await user.click(next());
  await heading('Finalização');
  return { user, db };
}

/** Signed in at checkout, through the steps to the review of a card purchase. */
async function cardToReview() {
  const user = userEvent.setup({ delay: null });
  const { db, session } = atCheckout();
  await renderCheckout('/start', { session });
  await toPayment(user);
  await fillCard(user);
  await user.click(next());
  await heading('Finalização');
  return { user, db };
}

async function fillCard(user: UserEvent, number = '4111111111111111') {
  await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
  await user.type(field('Nome do titular'), 'tiago moreira');
  await user.type(field('Número do cartão'), number);
  await user.type(field('CPF ou CNPJ do titular'), '52998224725');
  await user.type(field('Validade'), '1230');
  await user.type(field('CVV'), '123');
}

// Whole purchases through the in-page sandbox: more than jest's default 5 s on a busy machine.
const PURCHASE_MS = 20_000;

describe('checkout on /start', () => {
  // Issue 28, item 4: the keyboard and autofill of the company, address and card fields.
  it('tells a phone what each field of the company and card steps holds', async () => {
    const user = await openCompanyStep();
    const attributes = (name: string) => {
      const control = screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input, select' });
      return [control.getAttribute('autocomplete'), control.getAttribute('inputmode')];
    };
    expect(attributes('Razão social')).toEqual(['organization', null]);
    expect(attributes('CNPJ')).toEqual([null, 'text']);
    expect(attributes('CEP')).toEqual(['postal-code', 'numeric']);
    expect(attributes('Logradouro')).toEqual(['address-line1', null]);
    expect(attributes('Cidade')).toEqual(['address-level2', null]);
    expect(attributes('Estado')).toEqual(['address-level1', null]);
    expect(attributes('País')).toEqual(['country', null]);
    expect(attributes('E-mail do financeiro')).toEqual(['email', null]);
    expect(field('E-mail do financeiro')).toHaveAttribute('type', 'email');
    expect(attributes('Telefone do financeiro')).toEqual(['tel-national', 'tel']);
    await fillCompany(user);
    await user.click(next());
    await heading('Pagamento');
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(attributes('Nome do titular')).toEqual(['cc-name', 'text']);
    expect(attributes('Número do cartão')).toEqual(['cc-number', 'numeric']);
    expect(attributes('CPF ou CNPJ do titular')).toEqual([null, 'text']);
    expect(attributes('Validade')).toEqual(['cc-exp', 'numeric']);
    expect(attributes('CVV')).toEqual(['cc-csc', 'numeric']);
  });
  it(
    'buys the plan by card: four steps, focus on each heading, review, success, home',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db, session } = atCheckout();
      const { location } = await renderCheckout('/start', { session });

      // Step 1: the sign-up's plan preselected, Previous unavailable.
      expect(await heading('Plano')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Essential/ })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      const summary = screen.getByRole('complementary', { name: 'Resumo da compra' });
      expect(within(summary).getAllByText(brl('2.490,00'))[0]).toBeInTheDocument();
      expect(within(summary).getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();

      await toPayment(user);
      expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toHaveFocus();
      await fillCard(user);
      expect(screen.getByText('Bandeira: Visa')).toBeInTheDocument();
      await user.click(next());

      await heading('Finalização');
      expect(screen.getByText('•••• •••• •••• 1111')).toBeInTheDocument();
      expect(screen.queryByText('4111 1111 1111 1111')).not.toBeInTheDocument();
      expect(next()).toBeDisabled();

      await user.click(within(summary).getByRole('button', { name: 'Finalizar compra' }));
      const success = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(1);
      expect(db.subscriptions.find((s) => s.companyId === 'c-aurora')).toMatchObject({
        planCode: 'es',
        paymentMethodCode: 'credit_card',
        cardNumberLastFour: '1111',
      });

      // Nothing of the card was kept in storage.
      const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
      expect(stored).not.toContain('4111');
      expect(stored).not.toMatch(/"cvv":"\d/);

      await user.click(within(success).getByRole('button', { name: 'Ir para a plataforma' }));
      await waitFor(() => expect(location().pathname).toBe('/'));
    },
    PURCHASE_MS,
  );

  it(
    'blocks Next on an incomplete step: every message, a summary linking to each field',
    async () => {
      const user = await openCompanyStep();
      await user.clear(field('Inscrição municipal'));
      expect(next()).toHaveAttribute('aria-disabled', 'true');

      await user.click(next());
      const summary = await screen.findByRole('alert');
      expect(summary).toHaveTextContent('Preencha todos os campos para avançar!');
      expect(field('Inscrição municipal')).toHaveAccessibleDescription('Campo obrigatório!');
      await user.click(within(summary).getByRole('button', { name: /Telefone do financeiro/ }));
      expect(field('Telefone do financeiro')).toHaveFocus();
      expect(
        screen.getByRole('heading', { level: 2, name: 'Dados da empresa e de cobrança' }),
      ).toBeInTheDocument();
    },
    PURCHASE_MS,
  );

  it(
    "says 'CEP inválido!' for an unknown CEP and offers to ask again when the lookup is down",
    async () => {
      const user = await openCompanyStep();

      await user.clear(field('CEP'));
      await user.type(field('CEP'), '99999999');
      await waitFor(() => expect(field('CEP')).toHaveAccessibleDescription('CEP inválido!'));
      expect(
        screen.queryByRole('button', { name: 'Consultar o CEP de novo' }),
      ).not.toBeInTheDocument();

      page.sandbox.fail('postalLookup', 'network', { times: Infinity });
      await user.clear(field('CEP'));
      await user.type(field('CEP'), '01310100');
      await waitFor(() =>
        expect(field('CEP')).toHaveAccessibleDescription(
          /CEP inválido! Não foi possível consultar/,
        ),
      );
      page.sandbox.clear('postalLookup');
      await user.click(screen.getByRole('button', { name: 'Consultar o CEP de novo' }));
      await waitFor(() => expect(field('Cidade')).toHaveValue('São Paulo'));
      expect(field('CEP')).not.toHaveAccessibleDescription(/CEP inválido/);
    },
    PURCHASE_MS,
  );

  it(
    'a CEP, a CNPJ or a street typed re-renders the step, not the order summary beside it',
    async () => {
      const user = await openCompanyStep();
      const before = mockSummaryRenders.mock.calls.length;

      await user.clear(field('CEP'));
      await user.type(field('CEP'), '20040002');
      await waitFor(() => expect(field('Cidade')).toHaveValue('Rio de Janeiro'));
      expect(street()).toHaveValue('Rua da Assembleia');
      await user.clear(field('CNPJ'));
      await user.type(field('CNPJ'), '11222333000181');
      expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
      await user.clear(street());
      await user.type(street(), 'Rua Augusta');

      expect(mockSummaryRenders.mock.calls.length).toBe(before);
      expect(screen.getByRole('complementary', { name: 'Resumo da compra' })).toBeInTheDocument();
    },
    PURCHASE_MS,
  );

  it(
    'what was typed lands in the draft: as the page is left, once typing pauses, and with Next',
    async () => {
      const { session } = atCheckout();
      const user = userEvent.setup({ delay: null });
      await renderCheckout('/start', { session });
      await user.click(await screen.findByRole('button', { name: 'Próximo' }));
      await heading('Dados da empresa e de cobrança');
      const stored = () =>
        JSON.parse(sessionStorage.getItem(draftKey(session.user.id)) ?? '{}') as {
          step?: string;
          company?: Record<string, string>;
        };

      await user.clear(street());
      await user.type(street(), 'Rua Nova');
      window.dispatchEvent(new Event('pagehide'));
      expect(stored().company?.street).toBe('Rua Nova');

      await user.type(street(), ' 2');
      await waitFor(() => expect(stored().company?.street).toBe('Rua Nova 2'));

      await user.type(field('Telefone do financeiro'), '11987654321');
      await user.click(next());
      await heading('Pagamento');
      expect(stored()).toMatchObject({
        step: 'payment',
        company: { street: 'Rua Nova 2', financePhone: '11 9 8765-4321' },
      });
    },
    PURCHASE_MS,
  );

  it(
    'a bank slip enables Next at once and clears the card; the slip opens from the success',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db, session } = atCheckout();
      const open = jest.spyOn(window, 'open').mockReturnValue(null);
      await renderCheckout('/start', { session });
      await toPayment(user);
      expect(next()).toHaveAttribute('aria-disabled', 'true');
      await user.click(next());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Forma de pagamento: Selecione uma forma de pagamento',
      );
      await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
      await user.type(field('Número do cartão'), '4111');
      await user.click(screen.getByRole('radio', { name: /Boleto bancário/ }));
      expect(next()).not.toHaveAttribute('aria-disabled');
      await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
      expect(field('Número do cartão')).toHaveValue('');
      await user.click(screen.getByRole('radio', { name: /Boleto bancário/ }));
      await user.click(next());
      await heading('Finalização');
      expect(screen.getByText('Boleto bancário')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const success = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
      await user.click(within(success).getByRole('button', { name: 'Ver boleto' }));
      const subscription = db.subscriptions.find((s) => s.companyId === 'c-aurora')!;
      const printUrl = subscription.bills[0]!.charges[0]!.printUrl;
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`${printUrl}$`)),
        '_blank',
        'noopener',
      );
      expect(within(success).getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
      open.mockRestore();
    },
    PURCHASE_MS,
  );

  it(
    'applies a coupon from the server, refuses an unknown one on its field, resets it with the plan',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { session } = atCheckout(['ad']);
      await renderCheckout('/start', { session });
      const summary = await screen.findByRole('complementary', { name: 'Resumo da compra' });
      const coupon = within(summary).getByRole('textbox', { name: 'Cupom de desconto' });

      await user.click(within(summary).getByRole('button', { name: 'Aplicar cupom' }));
      expect(coupon).toHaveAccessibleDescription('Digite um cupom para aplicar.');
      await user.type(coupon, 'nada10');
      await user.click(within(summary).getByRole('button', { name: 'Aplicar cupom' }));
      await waitFor(() =>
        expect(coupon).toHaveAccessibleDescription(
          'Cupom inexistente ou não aplicável aos planos escolhidos.',
        ),
      );

      await user.clear(coupon);
      await user.type(coupon, 'parceiro25');
      await user.click(within(summary).getByRole('button', { name: 'Aplicar cupom' }));
      expect(await within(summary).findByText('Cupom PARCEIRO25 aplicado.')).toBeInTheDocument();
      // Advanced 3.280,00 − 25 % (820,00).
      expect(within(summary).getByText(brl('820,00'))).toBeInTheDocument();
      expect(within(summary).getAllByText(brl('2.460,00'))[0]).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: /Enterprise/ }));
      expect(within(summary).queryByText('Cupom PARCEIRO25 aplicado.')).not.toBeInTheDocument();
      expect(within(summary).getAllByText(brl('4.980,00'))[0]).toBeInTheDocument();
    },
    PURCHASE_MS,
  );

  it(
    'writes the summary’s amounts as R$ in Spanish too, discount and total included',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { session } = atCheckout(['ad']);
      await renderCheckout('/start', { session, locale: 'es' });
      const summary = await screen.findByRole('complementary', { name: 'Resumen de la compra' });
      expect(within(summary).getAllByText(brl('3.280,00'))[0]).toBeInTheDocument();
      await user.type(
        within(summary).getByRole('textbox', { name: 'Cupón de descuento' }),
        'parceiro25',
      );
      await user.click(within(summary).getByRole('button', { name: 'Aplicar cupón' }));
      expect(await within(summary).findByText('Cupón PARCEIRO25 aplicado.')).toBeInTheDocument();
      expect(within(summary).getByText(brl('820,00'))).toBeInTheDocument();
      expect(within(summary).getAllByText(brl('2.460,00'))[0]).toBeInTheDocument();
      expect(summary).not.toHaveTextContent('BRL');
    },
    PURCHASE_MS,
  );

  it(
    'a card the provider refuses: the error on its field, everything kept but the CVV',
    async () => {
      const { user, db } = await cardToReview();
      page.sandbox.fail('cardToken', 422, { fields: { card_number: 'número do cartão inválido' } });
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));

      await heading('Pagamento');
      expect(field('Número do cartão')).toHaveAccessibleDescription(/Número de cartão inválido!/);
      expect(field('Número do cartão')).toHaveValue('4111 1111 1111 1111');
      expect(field('Nome do titular')).toHaveValue('TIAGO MOREIRA');
      expect(field('CVV')).toHaveValue('');
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(0);
    },
    PURCHASE_MS,
  );

  it(
    'a refused purchase: the error modal with its code, nothing charged',
    async () => {
      const { user } = await slipToReview();
      page.sandbox.fail('checkout', 409, 'already_has_subscription');
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const failure = await screen.findByRole('dialog', {
        name: 'Esta empresa já tem uma assinatura ativa neste plano.',
      });
      expect(failure).toHaveTextContent('nenhum valor foi cobrado. (Código 409)');
    },
    PURCHASE_MS,
  );

  it.each([
    [400, 'subscription_error', 'Não foi possível concluir a assinatura.'],
    [404, 'cant_find_plan', 'Plano não encontrado.'],
  ] as const)(
    'a purchase refused with %i %s: its text as the title, nothing charged',
    async (status, code, title) => {
      const { user, db } = await slipToReview();
      page.sandbox.fail('checkout', status, code);
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const failure = await screen.findByRole('dialog', { name: title });
      expect(failure).toHaveTextContent(`nenhum valor foi cobrado. (Código ${status})`);
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(0);
      // Closed, the review is there to try again.
      await user.click(within(failure).getByRole('button', { name: 'Fechar' }));
      expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeEnabled();
    },
    PURCHASE_MS,
  );

  it(
    "a card the provider cannot tokenise: 'Erro nos dados do cartão.', nothing charged",
    async () => {
      const { user, db } = await cardToReview();
      page.sandbox.fail('cardToken', 503, { times: Infinity });
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const failure = await screen.findByRole('dialog', { name: 'Erro nos dados do cartão.' });
      expect(failure).toHaveTextContent('nenhum valor foi cobrado');
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(0);
    },
    PURCHASE_MS,
  );

  // Issue 28, item 5. jsdom lays nothing out (the bar is fixed at the bottom below `wide` by the
  // stylesheet): this holds the DOM and ARIA the stylesheet lays out.
  it(
    'on a phone: a bar with the total opens the whole summary; the step shows as "Etapa 2 de 4"',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { session } = atCheckout(['ad']);
      await renderCheckout('/start', { session });
      const summary = await screen.findByRole('complementary', { name: 'Resumo da compra' });
      expect(within(summary).getByRole('region', { name: 'Resumo da compra' })).toBeInTheDocument();
      expect(screen.getByText('Etapa 1 de 4')).toBeInTheDocument();

      // The bar: the total is the disclosure's button, finish purchase beside it (the only one).
      const toggle = within(summary).getByRole('button', { name: /^Total por mês/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(within(summary).getAllByRole('button', { name: 'Finalizar compra' })).toHaveLength(1);
      const [details, closing] = (toggle.getAttribute('aria-controls') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id));
      expect(details).toHaveAttribute('data-expanded', 'false');
      expect(closing).toHaveAttribute('data-expanded', 'false');
      // What it opens: the products, the coupon box, the total; the hint under finish purchase.
      expect(details).toHaveTextContent('Subtotal');
      const coupon = within(details!).getByRole('textbox', { name: 'Cupom de desconto' });
      expect(closing).toHaveTextContent('Confira os dados na etapa de finalização');
      // The bar's total is the summary's; the live region stays the summary's alone.
      const summaryTotal = () => within(details!).getByText('Total por mês').nextElementSibling;
      const barTotal = () => within(toggle).getByText(/^R\$\s/);
      expect(summaryTotal()).toHaveTextContent(brl('3.280,00'));
      expect(barTotal().textContent).toBe(summaryTotal()!.textContent);
      expect(toggle).toHaveAccessibleName(`Total por mês ${summaryTotal()!.textContent}`);
      expect(toggle.querySelector('[aria-live]')).toBeNull();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(details).toHaveAttribute('data-expanded', 'true');
      expect(closing).toHaveAttribute('data-expanded', 'true');
      // Open, the summary shows its own total: the bar's copy is hidden from screen readers.
      expect(barTotal()).toHaveAttribute('aria-hidden', 'true');
      expect(toggle).toHaveAccessibleName('Total por mês');

      await user.type(coupon, 'parceiro25');
      await user.click(within(details!).getByRole('button', { name: 'Aplicar cupom' }));
      expect(await within(details!).findByText('Cupom PARCEIRO25 aplicado.')).toBeInTheDocument();
      expect(summaryTotal()).toHaveTextContent(brl('2.460,00'));
      expect(barTotal().textContent).toBe(summaryTotal()!.textContent);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(details).toHaveAttribute('data-expanded', 'false');
      expect(barTotal()).not.toHaveAttribute('aria-hidden');
      expect(toggle).toHaveAccessibleName(`Total por mês ${summaryTotal()!.textContent}`);

      // Escape closes the open summary from inside it, back on its button.
      await user.click(toggle);
      within(details!).getByRole('button', { name: 'Remover cupom' }).focus();
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();

      // The step indicator's phone form: "Etapa 2 de 4" and the current step's name.
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await heading('Dados da empresa e de cobrança');
      expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
      const current = screen
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step');
      expect(current).toHaveTextContent(/^2Dados da empresa e de cobrança/);
    },
    PURCHASE_MS,
  );

  it('a coupon without a plan asks for the plan first', async () => {
    const user = userEvent.setup({ delay: null });
    const { session } = atCheckout([]);
    await renderCheckout('/start', { session });
    const summary = await screen.findByRole('complementary', { name: 'Resumo da compra' });
    expect(within(summary).getByText('Escolha um plano para ver o valor.')).toBeInTheDocument();
    const coupon = within(summary).getByRole('textbox', { name: 'Cupom de desconto' });
    await user.type(coupon, 'BEMVINDO10');
    await user.click(within(summary).getByRole('button', { name: 'Aplicar cupom' }));
    expect(coupon).toHaveAccessibleDescription('Selecione um plano para verificar o cupom.');
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it(
    'a double click buys once',
    async () => {
      const { user, db } = await slipToReview();
      const held = page.sandbox.hold('checkout');
      await user.dblClick(screen.getByRole('button', { name: 'Finalizar compra' }));
      await held.reached();
      held.release();
      await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
      expect(held.received).toBe(1);
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'an answer that never came: confirmed from the subscriptions, or retried with the same key; one purchase',
    async () => {
      const { user, db } = await slipToReview();

      // The purchase is carried out, its answer lost, and the subscriptions cannot be read.
      page.sandbox.drop('checkout');
      page.sandbox.fail('subscriptions', 503, { times: Infinity });
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const unknown = await screen.findByRole('dialog', {
        name: 'Não conseguimos confirmar o pagamento',
      });
      expect(unknown).not.toHaveTextContent('nenhum valor foi cobrado');

      page.sandbox.clear('subscriptions');
      await user.click(within(unknown).getByRole('button', { name: 'Tentar de novo' }));
      await screen.findByRole(
        'dialog',
        { name: 'Compra realizada com sucesso!' },
        { timeout: 5000 },
      );
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'an answer that never came, found among the subscriptions: success without asking again',
    async () => {
      const { user, db } = await slipToReview();
      page.sandbox.drop('checkout');
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const success = await screen.findByRole(
        'dialog',
        { name: 'Compra realizada com sucesso!' },
        { timeout: 5000 },
      );
      expect(within(success).getByRole('button', { name: 'Ver boleto' })).toBeInTheDocument();
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'a paid purchase whose finish-checkout registration fails: only logged, the flags unchanged',
    async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      const { user, db } = await slipToReview();
      const before = sessionStore.getState().session!;
      page.sandbox.fail('finishCheckout', 500);
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));

      // The payment's own outcome shows as it is; nothing else tells of the registration.
      await screen.findByRole(
        'dialog',
        { name: 'Compra realizada com sucesso!' },
        { timeout: 5000 },
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        getReports().filter(
          (report) => report.message === 'Erro ao registrar progresso. Tente novamente.',
        ),
      ).toEqual([
        expect.objectContaining({ context: expect.objectContaining({ step: 'finish-checkout' }) }),
      ]);
      // Nothing changed: the session's progress flags are as they were.
      const after = sessionStore.getState().session!;
      expect(after.finishedCheckout).toBe(false);
      expect(after.validSubscription).toBe(before.validSubscription);
      expect(db.subscriptions.filter((s) => s.companyId === 'c-aurora')).toHaveLength(1);
      clearReports();
    },
    PURCHASE_MS,
  );

  it(
    'comes back to the same step with what was typed after a reload, without card number or CVV',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { session } = atCheckout();
      const first = await renderCheckout('/start', { session });
      await toPayment(user);
      await fillCard(user);
      first.unmount();

      const stored = sessionStorage.getItem(draftKey(session.user.id)) ?? '';
      expect(stored).toContain('TIAGO MOREIRA');
      expect(stored).not.toContain('4111');

      await renderCheckout('/start', { session });
      await heading('Pagamento');
      expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
      expect(field('Nome do titular')).toHaveValue('TIAGO MOREIRA');
      expect(field('Validade')).toHaveValue('12/30');
      expect(field('Número do cartão')).toHaveValue('');
      expect(field('CVV')).toHaveValue('');
    },
    PURCHASE_MS,
  );

  describe('the back link of a trial that pressed buy now (Teresa Nunes, CEO of Boreal)', () => {
    const TRIAL_OWNER = 'super.teste@demo.com.br';
    const owner = () => page.sandbox.db().users.find((record) => record.email === TRIAL_OWNER)!;
    const boreal = () => page.sandbox.db().companies.find((company) => company.id === 'c-boreal')!;

    /** At checkout after 'buy now'; the back link clicked: the plan is the trial again. */
    async function goBack() {
      const user = userEvent.setup({ delay: null });
      owner().choosedPlan = 'paid';
      const assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
      const { location } = await renderCheckout('/start', { session: page.sessionOf(TRIAL_OWNER) });
      await heading('Plano');
      await user.click(screen.getByRole('button', { name: '← Voltar para a plataforma' }));
      await waitFor(() => expect(owner().choosedPlan).toBe('trial'));
      expect(sessionStore.getState().session?.choosedPlan).toBe('trial');
      return { assign, location };
    }

    it(
      "a CEO goes to the implementation module page: the services list's page of the company's current module",
      async () => {
        const { assign, location } = await goBack();
        await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
        expect(boreal().currentImplementationModule).toBe('implementacao');
        expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/modulos\/implementacao\/$/));
        expect(location().pathname).toBe('/start');
      },
      PURCHASE_MS,
    );

    it.each<[string, () => void]>([
      ['for a CFO', () => (owner().role = 'cfo')],
      [
        'when the company has no current module',
        () => (boreal().currentImplementationModule = null),
      ],
      [
        // Execution opens with a plan; Boreal is on trial, its list has implementation only.
        "when the company's module has no card in its services list",
        () => (boreal().currentImplementationModule = 'execucao'),
      ],
      [
        'when the services list cannot be read',
        () => page.sandbox.fail('services', 500, { times: Infinity }),
      ],
    ])(
      'goes home %s',
      async (_, arrange) => {
        arrange();
        const { assign, location } = await goBack();
        await waitFor(() => expect(location().pathname).toBe('/'));
        expect(assign).not.toHaveBeenCalled();
      },
      PURCHASE_MS,
    );
  });

  it('no back link while the subscription is not valid', async () => {
    const { session } = atCheckout();
    await renderCheckout('/start', { session });
    await heading('Plano');
    expect(
      screen.queryByRole('button', { name: /Voltar para a plataforma/ }),
    ).not.toBeInTheDocument();
  });
});
