import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Notice } from '@portal/notify';
import { chargeErrorMessage } from '../chargeErrors';

/** The notice of a receipt that could not be made: why, as a charge's call says it. */
export function receiptFailure(error: unknown, i18n: I18n): Notice {
  return {
    tone: 'critical',
    title: i18n._(msg`Não foi possível gerar o recibo`),
    description: i18n._(chargeErrorMessage(error)),
  };
}
