import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { errorMessage, isApiError, type MessageCode } from '@portal/api';

// The texts of the codes a charge's documents answer (ADR 013): this feature's, not the portal's
// first catalog's. Its Pix's codes are the Pix catalog's (`pixErrorMessage` of
// `@portal/billing/pix`), loaded with the Pix.
const CHARGE_CODES: Partial<Record<MessageCode | 'unknown', MessageDescriptor>> = {
  cant_find_charge: msg`Não encontramos esta cobrança. Atualize a página.`,
};

/** What to say when a call about a charge failed. */
export function chargeErrorMessage(error: unknown): MessageDescriptor {
  const own = isApiError(error) && error.kind === 'backend' ? CHARGE_CODES[error.code] : undefined;
  return own ?? errorMessage(error);
}
