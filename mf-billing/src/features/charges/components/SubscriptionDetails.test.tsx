import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/testing/render';
import { loadUiMessages } from '@portal/ui/messages';
import { remote } from '../../../remote';
import { SUBSCRIPTION } from '../../../testing/subscription';
import { SubscriptionDetails } from './SubscriptionDetails';

/** The remote's texts and the kit's, as the portal has them. */
const render = (element: React.ReactElement, locale: 'pt-BR' | 'es' = 'pt-BR') =>
  renderWithPortal(element, {
    locale,
    catalogs: { [remote.name]: remote.loadMessages, ui: loadUiMessages },
  });

const BY_PIX = { ...SUBSCRIPTION, paymentMethodCode: 'pix' as const, paymentProfile: null };

describe('SubscriptionDetails', () => {
  it.each([
    ['a card by its last four digits', SUBSCRIPTION, 'Cartão de crédito terminado em 1111'],
    [
      'a slip',
      { ...SUBSCRIPTION, paymentMethodCode: 'bank_slip' as const, paymentProfile: null },
      'Boleto bancário',
    ],
    // Issue 54: a subscription bought by Pix is not a card's.
    ['Pix', BY_PIX, 'Pix'],
  ])('names the payment method: %s', async (_name, subscription, method) => {
    await render(<SubscriptionDetails subscription={subscription} status="active" />);
    expect(screen.getByText('Forma de pagamento').nextSibling).toHaveTextContent(
      new RegExp(`^${method}$`),
    );
  });

  it('says Pix in Spanish too', async () => {
    await render(<SubscriptionDetails subscription={BY_PIX} status="active" />, 'es');
    expect(screen.getByText('Forma de pago').nextSibling).toHaveTextContent(/^Pix$/);
  });
});
