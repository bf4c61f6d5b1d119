// The payment step (the card's fields and their texts) is a chunk of its own: plan selection
// fetches none of it, the company step asks for it, and the payment step has it at once.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@portal/i18n';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';
import { atCheckout } from '../../../testing/checkoutFixtures';
import { heading, next } from '../../../testing/checkoutScreen';

const page = installPageSandbox();

/** Which of the card's own texts (its fields' group, its number) the page has loaded. */
const CARD_TEXTS = ['Dados do cartão', 'Número do cartão'];
const cardTextsIn = () =>
  CARD_TEXTS.filter((text) =>
    Object.values(i18n.messages).some((message) => String(message) === text),
  );

it('loads the payment step with the company step, not with plan selection', async () => {
  const user = userEvent.setup({ delay: null });
  await renderCheckout('/start', { session: atCheckout(page).session });
  await heading('Plano');
  expect(cardTextsIn()).toEqual([]);

  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await heading('Dados da empresa e de cobrança');
  await waitFor(() => expect(cardTextsIn()).toEqual(CARD_TEXTS));

  await user.type(screen.getByRole('textbox', { name: 'Telefone do financeiro' }), '11987654321');
  await user.click(next());
  await heading('Pagamento');
  await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
  expect(await screen.findByRole('textbox', { name: 'Número do cartão' })).toBeInTheDocument();
});
