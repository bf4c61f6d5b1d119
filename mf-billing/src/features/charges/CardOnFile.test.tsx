import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { testRuntimeConfig } from '@portal/testing/render';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderBilling } from '../../flows/renderBilling';

// Changing the card on file (issue 54, ADR 013: flag billing-card-on-file), against the sandbox.
const page = installPageSandbox();
const ROUTE = '/gestao-de-cobrancas';
const PAID = 'super.pago@demo.com.br';

// A tokenisation and a change through the in-page sandbox: more than jest's 5 s on a busy machine.
const CHANGE_MS = 20_000;

function paidSubscription() {
  const session = page.sessionOf(PAID);
  const subscription = page.sandbox
    .db()
    .subscriptions.find((candidate) => candidate.companyId === session.company.id)!;
  return { session, subscription };
}

const details = () => screen.findByRole('region', { name: /Gestão da assinatura|Gestión/ });

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function typeCard(user: UserEvent, dialog: HTMLElement) {
  await user.type(field(dialog, 'Nome do titular'), 'paula ribeiro');
  await user.type(field(dialog, 'Número do cartão'), '5555555555554444');
  await user.type(field(dialog, 'CPF ou CNPJ do titular'), '52998224725');
  await user.type(field(dialog, 'Validade'), '0931');
  await user.type(field(dialog, 'CVV'), '321');
}

async function openChangeCard(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Alterar cartão' }));
  return screen.findByRole('dialog', { name: 'Alterar cartão' });
}

describe('the card on file (issue 54, ADR 013: flag billing-card-on-file)', () => {
  it(
    'shows the card, takes a new one through the card provider and shows it',
    async () => {
      const { session, subscription } = paidSubscription();
      const year = subscription.cardExpirationYear;
      const user = userEvent.setup();
      // Every request the page sends, with its body (ky sends Requests).
      const sent: Promise<string>[] = [];
      const realFetch = globalThis.fetch;
      jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const request = new Request(input, init);
        sent.push(
          request
            .clone()
            .text()
            .then((body) => `${request.url} ${body}`),
        );
        return realFetch(request);
      });
      await renderBilling(ROUTE, { session });
      expect(
        await within(await details()).findByText(
          `Cartão Visa terminado em 1111, válido até 12/${year}`,
        ),
      ).toBeInTheDocument();

      const dialog = await openChangeCard(user);
      await typeCard(user, dialog);
      expect(within(dialog).getByText('Bandeira: Mastercard')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));

      expect(await screen.findByText('Cartão alterado')).toBeInTheDocument();
      expect(
        screen.getByText('As próximas cobranças vão para o cartão terminado em 4444.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        await within(await details()).findByText(
          'Cartão Mastercard terminado em 4444, válido até 09/2031',
        ),
      ).toBeInTheDocument();
      // The number went to the card provider only: our backend got its token.
      const requests = await Promise.all(sent);
      const withNumber = requests.filter((request) => /5555 ?5555 ?5555 ?4444/.test(request));
      expect(withNumber).toHaveLength(1);
      expect(withNumber[0]).toMatch(/\/public\/payment_profiles /);
      expect(requests.find((request) => request.includes('/card '))).toMatch(/"token":"gw-/);
    },
    CHANGE_MS,
  );

  it(
    'says why the issuer refused a card, keeps what was typed and the old card',
    async () => {
      const { session, subscription } = paidSubscription();
      page.sandbox.fail('replaceCard', 402, { code: 'card_refused', detail: 'insufficient_funds' });
      const user = userEvent.setup();
      await renderBilling(ROUTE, { session });
      const dialog = await openChangeCard(user);
      await typeCard(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));

      expect(
        await within(dialog).findByText(
          'O cartão foi recusado pelo emissor: saldo ou limite insuficiente. O cartão atual continua cadastrado.',
        ),
      ).toBeInTheDocument();
      expect(field(dialog, 'Nome do titular')).toHaveValue('PAULA RIBEIRO');
      expect(field(dialog, 'Número do cartão')).toHaveValue('5555 5555 5555 4444');
      expect(subscription.cardNumberLastFour).toBe('1111');
      expect(
        within(await details()).getByText(/^Cartão Visa terminado em 1111/),
      ).toBeInTheDocument();

      // Tried again, the card goes.
      await user.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
      expect(await screen.findByText('Cartão alterado')).toBeInTheDocument();
      expect(subscription.cardNumberLastFour).toBe('4444');
    },
    CHANGE_MS,
  );

  it(
    'puts a wrong CVV on the CVV field',
    async () => {
      const { session } = paidSubscription();
      page.sandbox.fail('replaceCard', 402, { code: 'card_refused', detail: 'invalid_cvv' });
      const user = userEvent.setup();
      await renderBilling(ROUTE, { session });
      const dialog = await openChangeCard(user);
      await typeCard(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Salvar cartão' }));
      await within(dialog).findByText(/recusado pelo emissor: CVV incorreto\./);
      expect(field(dialog, 'CVV')).toHaveAccessibleDescription(/CVV incorreto/);
    },
    CHANGE_MS,
  );

  it('speaks Spanish', async () => {
    const { session } = paidSubscription();
    const user = userEvent.setup();
    await renderBilling(ROUTE, { session, locale: 'es' });
    expect(
      await screen.findByText(/^Tarjeta Visa terminada en 1111, válida hasta 12\//),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar tarjeta' });
    expect(within(dialog).getByRole('button', { name: 'Guardar tarjeta' })).toBeInTheDocument();
  });

  it('is not offered for a subscription paid by slip', async () => {
    await renderBilling(ROUTE, { session: page.sessionOf('super.atrasado@demo.com.br') });
    expect(await within(await details()).findByText('Boleto bancário')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar cartão' })).toBeNull();
  });

  it('shows nothing of it with its flag off', async () => {
    const { session } = paidSubscription();
    await renderBilling(ROUTE, {
      session,
      config: {
        featureFlags: { ...testRuntimeConfig().featureFlags, 'billing-card-on-file': false },
      },
    });
    expect(
      await within(await details()).findByText('Cartão de crédito terminado em 1111'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alterar cartão' })).toBeNull();
  });
});
