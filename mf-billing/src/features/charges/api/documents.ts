import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api } from '@portal/api';
import { useLocale } from '@portal/i18n';
import { remote } from '../../../remote';

// The receipt's code (the PDF library with it) comes with the first receipt asked for; its texts
// came with the page's proposed parts (`../proposed.tsx`).
const loadDownloadReceipt = () => import('../receipt/downloadReceipt');

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
