import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@portal/api';
import { useLocale } from '@portal/i18n';
import { remote } from '../../../remote';

// The receipt's code (the PDF library with it) and its texts come with the first receipt asked
// for; so does what a failure says.
const loadDownloadReceipt = remote.withTexts(
  'receipt',
  () => import(/* webpackChunkName: "receipt" */ '../receipt/downloadReceipt'),
);
export const loadReceiptFailure = remote.withTexts(
  'receipt',
  () => import(/* webpackChunkName: "receipt-failure" */ '../receipt/receiptFailure'),
);

/**
 * GET /payment/charges/{chargeId}/documents (ADR 013, proposed), then the receipt made from it:
 * its PDF, built in the page (its code loaded with the first receipt), downloaded. Rejects when
 * the call fails or the charge has no receipt yet.
 */
export function useDownloadReceipt() {
  const { i18n } = useLingui();
  const locale = useLocale();
  return useMutation({
    mutationFn: async (chargeId: string) => {
      const [{ payload }, { downloadReceipt }] = await Promise.all([
        remote.logged('charge-documents', () => api.chargeDocuments({ chargeId })),
        loadDownloadReceipt(),
      ]);
      if (!payload.receipt) throw new Error('the charge has no receipt yet');
      await downloadReceipt(payload.receipt, { i18n, locale });
    },
  });
}
