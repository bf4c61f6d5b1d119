// The payment step's code arriving after the step change (a slow network, a quick visitor): the
// step's placeholder takes the focus first, and the step's own heading has it once the step is
// in, instead of the page's body.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installPageSandbox } from '@portal/testing/sandbox';
import { renderCheckout } from '../../../flows/renderCheckout';
import { atCheckout } from '../../../testing/checkoutFixtures';
import { heading, next } from '../../../testing/checkoutScreen';

/** Holds the payment step's texts, and so its chunk, until released. */
let mockReleaseCardTexts: () => void = () => undefined;
const mockCardTextsHeld = new Promise<void>((release) => {
  mockReleaseCardTexts = release;
});
jest.mock('@portal/billing/card', () => {
  const actual = jest.requireActual('@portal/billing/card');
  return {
    ...actual,
    registerCardTexts: (...args: unknown[]) =>
      mockCardTextsHeld.then(() => actual.registerCardTexts(...args)),
  };
});

const page = installPageSandbox();

it('gives the payment step’s heading the focus when its code comes after the step change', async () => {
  const user = userEvent.setup({ delay: null });
  await renderCheckout('/start', { session: atCheckout(page).session });
  await user.click(await screen.findByRole('button', { name: 'Próximo' }));
  await heading('Dados da empresa e de cobrança');
  await user.type(screen.getByRole('textbox', { name: 'Telefone do financeiro' }), '11987654321');
  await user.click(next());

  const placeholder = await screen.findByRole('heading', { level: 2, name: 'Pagamento' });
  expect(placeholder.closest('[aria-busy="true"]')).not.toBeNull();
  expect(placeholder).toHaveFocus();

  mockReleaseCardTexts();
  const step = await heading('Pagamento');
  expect(step).not.toBe(placeholder);
  await waitFor(() => expect(step).toHaveFocus());
});
