import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { fieldRefusals, isApiError } from '@portal/api';
import { CARD_PARAMETERS, type CardField } from '@portal/billing/card';
import { FORM_ERROR, type Refusals } from '@portal/rules/form';

// Why an issuer refused a card (ADR 013: `card_refused`'s detail), as the customer reads it.
const REASONS: Readonly<Record<string, MessageDescriptor>> = {
  insufficient_funds: msg`saldo ou limite insuficiente`,
  expired_card: msg`cartão vencido`,
  invalid_cvv: msg`CVV incorreto`,
  do_not_honor: msg`transação não autorizada`,
};
const NO_REASON = msg`motivo não informado`;

/**
 * What a failed change of the card says on its form (ADR 013): the provider's refused fields on
 * those fields; an issuer's refusal, with its reason, above them (a wrong CVV on the CVV too);
 * a subscription not paid by card, or the provider out of reach, above them. Anything else is
 * not about the card (undefined: the form's `onFailure`).
 */
export function cardRefusals(error: unknown, i18n: I18n): Refusals<CardField> | undefined {
  const fields = fieldRefusals(error, { parameters: CARD_PARAMETERS });
  if (fields) return fields;
  if (!isApiError(error) || error.kind !== 'backend') return undefined;
  switch (error.code) {
    case 'card_refused': {
      const reason = i18n._(REASONS[error.detail ?? ''] ?? NO_REASON);
      return {
        [FORM_ERROR]: i18n._(
          msg`O cartão foi recusado pelo emissor: ${reason}. O cartão atual continua cadastrado.`,
        ),
        ...(error.detail === 'invalid_cvv' ? { cvv: i18n._(REASONS.invalid_cvv!) } : {}),
      };
    }
    case 'not_card_subscription':
      return { [FORM_ERROR]: i18n._(msg`A assinatura não é paga com cartão.`) };
    case 'card_provider_unavailable':
      return {
        [FORM_ERROR]: i18n._(
          msg`Não foi possível falar com a operadora do cartão. Tente novamente.`,
        ),
      };
    default:
      return undefined;
  }
}
