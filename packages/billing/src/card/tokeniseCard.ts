import { api } from '@portal/api';
import { providerExpiry, type CardValues } from './card';

/** What the card provider answers for a card it accepted: its token and what may be shown of it. */
export interface CardToken {
  readonly token: string;
  readonly lastFour: string;
  readonly brand: 'visa' | 'mastercard';
}

/**
 * The card provider's token for a card (spec §7, cardToken): the number and the CVV go to the
 * provider only, from the browser; our backend gets the token. A refusal rejects with the
 * provider's refused parameters (`card-rejected`: `fieldRefusals(error, { parameters:
 * CARD_PARAMETERS })` puts them on the fields).
 */
export async function tokeniseCard(card: CardValues): Promise<CardToken> {
  const { payment_profile: profile } = await api.cardToken({
    holder_name: card.holderName,
    registry_code: card.holderTaxId,
    card_expiration: providerExpiry(card.expiry),
    card_number: card.cardNumber,
    card_cvv: card.cvv,
    payment_method_code: 'credit_card',
  });
  return {
    token: profile.gateway_token,
    lastFour: profile.card_number_last_four,
    brand: profile.payment_company.code,
  };
}
