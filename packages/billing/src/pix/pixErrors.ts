import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, isApiError, type MessageCode } from '@portal/api';

// The texts of the codes a Pix's calls answer (ADR 013: create a charge's Pix, read it, buy by
// Pix at checkout): the Pix catalog's, not the portal's first one.
const PIX_CODES: Partial<Record<MessageCode | 'unknown', MessageDescriptor>> = {
  cant_find_charge: msg`Não encontramos esta cobrança. Atualize a página.`,
  charge_not_payable: msg`Esta cobrança não está em aberto. Atualize a página.`,
  charge_already_paid: msg`Esta cobrança já foi paga.`,
  pix_unavailable: msg`Não foi possível gerar o Pix agora. Tente novamente em instantes.`,
  cant_find_pix: msg`Não encontramos este Pix. Gere um novo código.`,
};

/** What to say when a call about a Pix failed (the portal's text for any other code). */
export function pixErrorMessage(error: unknown): MessageDescriptor {
  const own = isApiError(error) && error.kind === 'backend' ? PIX_CODES[error.code] : undefined;
  return own ?? errorMessage(error);
}
