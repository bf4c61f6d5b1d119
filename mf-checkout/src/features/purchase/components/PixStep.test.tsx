// Buying by Pix (issue 54, ADR 013: flag checkout-pix) through the whole checkout, against the
// sandbox: the purchase carries no card token, its Pix shows as a step, and the bank's
// confirmation (the sandbox's settlePix) finishes the purchase as a card's success does.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sessionStore } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/render';
import { fixPageClock, installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';
import { draftKey } from '../draft';
import { atCheckout as atCheckoutIn } from '../../../testing/checkoutFixtures';
import { field, heading, next } from '../../../testing/checkoutScreen';

const page = installPageSandbox();
// Whole purchases through the in-page sandbox, then a poll or two (every 2 s).
const PURCHASE_MS = 25_000;

/** The demo trial owner at checkout, in this file's sandbox. */
const atCheckout = () => atCheckoutIn(page);

const pixOption = () => screen.queryByRole('radio', { name: /^Pix/ });

async function toPayment(user: UserEvent, options: Parameters<typeof renderCheckout>[1] = {}) {
  const { db, session } = atCheckout();
  const rendered = await renderCheckout('/start', { session, ...options });
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await heading('Dados da empresa e de cobrança');
  await user.type(field('Telefone do financeiro'), '11987654321');
  await user.click(next());
  await heading('Pagamento');
  return { db, session, ...rendered };
}

/** Through the steps to the review of a Pix purchase, then Finalizar compra: its Pix step. */
async function buyByPix(user: UserEvent) {
  const bought = await toPayment(user);
  await user.click(pixOption()!);
  await user.click(next());
  await heading('Finalização');
  await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
  await heading('Pagamento por Pix');
  return bought;
}

const aurora = (db: ReturnType<typeof atCheckout>['db']) =>
  db.subscriptions.filter((subscription) => subscription.companyId === 'c-aurora');

describe('buying a plan by Pix (issue 54, ADR 013: flag checkout-pix)', () => {
  beforeEach(() => fixPageClock());
  afterEach(() => jest.useRealTimers());

  it(
    'offers Pix beside card and slip, buys without a card token, shows the code, and the bank’s confirmation starts the plan',
    async () => {
      const user = userEvent.setup({ delay: null });
      const tokens = page.sandbox.hold('cardToken');
      const { db, location } = await toPayment(user);
      expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Boleto bancário/ })).toBeInTheDocument();
      expect(pixOption()).toHaveAccessibleDescription(
        'Pague na hora com o QR Code ou o código copia e cola; o plano começa assim que o pagamento for confirmado.',
      );
      // Pix needs nothing more: what was typed of a card goes.
      await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
      await user.type(field('Número do cartão'), '4111');
      await user.click(pixOption()!);
      expect(next()).not.toHaveAttribute('aria-disabled');
      await user.click(next());
      await heading('Finalização');
      expect(screen.getByRole('button', { name: 'Cancelar checkout' })).toBeInTheDocument();
      const method = screen.getByText('Forma de pagamento');
      expect(method.nextSibling).toHaveTextContent(/^Pix$/);

      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      expect(await heading('Pagamento por Pix')).toHaveFocus();
      expect(tokens.received).toBe(0);
      const [bought] = aurora(db);
      expect(bought).toMatchObject({ planCode: 'es', paymentMethodCode: 'pix', status: 'pending' });
      const [pix] = db.pix.filter((candidate) => candidate.companyId === 'c-aurora');
      expect(
        await screen.findByRole('img', { name: /^QR Code do Pix de R\$\s2\.490,00$/ }),
      ).toBeVisible();
      expect(screen.getByText(pix!.brCode)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
      expect(screen.getByText('15:00')).toBeInTheDocument();
      // Bought: nothing to finish or cancel again while the Pix is owed.
      expect(screen.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
      expect(
        screen.getByText('Compra registrada: ela termina assim que o Pix for pago.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancelar checkout' })).toBeNull();
      expect(sessionStore.getState().session!.validSubscription).toBe('false');

      // The bank confirms it: the next read (every 2 s) says so, and the plan has started.
      expect(page.sandbox.settlePix('paid', pix!.pixId)).toBe(true);
      expect(await screen.findByText('Pagamento recebido!', {}, { timeout: 4000 })).toBeVisible();
      const success = await screen.findByRole('dialog', { name: 'Compra realizada com sucesso!' });
      expect(success).toHaveTextContent('Recebemos o seu Pix. O seu plano já começou.');
      expect(aurora(db)[0]!.status).toBe('active');
      expect(sessionStore.getState().session).toMatchObject({
        finishedCheckout: true,
        validSubscription: 'true',
      });
      await user.click(within(success).getByRole('button', { name: 'Ir para a plataforma' }));
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(aurora(db)).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'an expired code offers a new one (billing’s call for the charge’s Pix), which is then paid',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db } = await buyByPix(user);
      const first = db.pix.at(-1)!;
      expect(page.sandbox.settlePix('expired', first.pixId)).toBe(true);
      expect(
        await screen.findByText('Este código Pix expirou', {}, { timeout: 4000 }),
      ).toBeVisible();
      expect(screen.queryByRole('img')).toBeNull();

      // The new code cannot be made at first: why, and a way to try again.
      page.sandbox.fail('createPix', 502, 'pix_unavailable');
      await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
      const failure = await screen.findByText(
        'Não foi possível gerar o Pix agora. Tente novamente em instantes.',
      );
      await user.click(
        within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', {
          name: 'Tentar novamente',
        }),
      );
      expect(await screen.findByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
      const second = db.pix.at(-1)!;
      expect(second.pixId).not.toBe(first.pixId);
      expect(second.chargeId).toBe(first.chargeId);
      expect(screen.getByText(second.brCode)).toBeInTheDocument();

      expect(page.sandbox.settlePix('paid', second.pixId)).toBe(true);
      expect(
        await screen.findByRole(
          'dialog',
          { name: 'Compra realizada com sucesso!' },
          { timeout: 4000 },
        ),
      ).toBeInTheDocument();
      expect(aurora(db)).toMatchObject([{ status: 'active' }]);
    },
    PURCHASE_MS,
  );

  it(
    'a Pix purchase refused says why; closed, the review is there as typed to try again',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db, session } = await toPayment(user);
      await user.click(pixOption()!);
      await user.click(next());
      await heading('Finalização');
      page.sandbox.fail('checkout', 502, 'pix_unavailable');
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      const failure = await screen.findByRole('dialog', {
        name: 'Não foi possível gerar o Pix agora. Tente novamente em instantes.',
      });
      expect(failure).toHaveTextContent('nenhum valor foi cobrado. (Código 502)');
      expect(aurora(db)).toHaveLength(0);
      await user.click(within(failure).getByRole('button', { name: 'Fechar' }));
      expect(screen.getByText('11 9 8765-4321')).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(draftKey(session.user.id)) ?? '{}')).toMatchObject({
        step: 'review',
        payment: { method: 'pix' },
      });

      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      expect(await screen.findByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
      expect(aurora(db)).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'an answer lost: the purchase found at the sandbox shows its Pix, one subscription, one code',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db } = await toPayment(user);
      await user.click(pixOption()!);
      await user.click(next());
      await heading('Finalização');
      page.sandbox.drop('checkout');
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      await heading('Pagamento por Pix');
      expect(await screen.findByRole('img', { name: /^QR Code do Pix/ })).toBeVisible();
      const issued = db.pix.filter((candidate) => candidate.companyId === 'c-aurora');
      expect(issued).toHaveLength(1);
      expect(screen.getByText(issued[0]!.brCode)).toBeInTheDocument();
      expect(aurora(db)).toMatchObject([{ paymentMethodCode: 'pix', status: 'pending' }]);
    },
    PURCHASE_MS,
  );

  it(
    'a reload while the code shows: Finalizar compra again brings back the same Pix, not a refusal',
    async () => {
      const user = userEvent.setup({ delay: null });
      const { db, session, unmount } = await buyByPix(user);
      const [pix] = db.pix.filter((candidate) => candidate.companyId === 'c-aurora');
      await screen.findByText(pix!.brCode);
      unmount();

      await renderCheckout('/start', { session });
      await heading('Finalização');
      await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
      expect(await screen.findByText(pix!.brCode)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(aurora(db)).toHaveLength(1);
    },
    PURCHASE_MS,
  );

  it(
    'leaving the page stops reading the Pix',
    async () => {
      const user = userEvent.setup({ delay: null });
      const reads = page.sandbox.hold('pix');
      reads.release();
      const { unmount } = await buyByPix(user);
      await waitFor(() => expect(reads.received).toBeGreaterThan(0), { timeout: 4000 });
      unmount();
      const seen = reads.received;
      await new Promise((resolve) => setTimeout(resolve, 4500));
      expect(reads.received).toBe(seen);
    },
    PURCHASE_MS,
  );
});

it('offers no Pix with its flag off', async () => {
  const user = userEvent.setup({ delay: null });
  await toPayment(user, {
    config: { featureFlags: { ...testRuntimeConfig().featureFlags, 'checkout-pix': false } },
  });
  expect(screen.getByRole('radio', { name: 'Cartão de crédito' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Boleto bancário/ })).toBeInTheDocument();
  expect(pixOption()).toBeNull();
  expect(screen.queryByText(/Pix/)).toBeNull();
});
