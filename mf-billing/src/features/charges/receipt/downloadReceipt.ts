import type { I18n } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { receiptPdf } from './receiptPdf';
import { receiptText, type ReceiptData } from './receiptText';

/**
 * Makes the receipt's PDF in the visitor's language and hands it to the browser as a download
 * (`recibo-<number>.pdf`): nothing leaves the page. Loaded with the first receipt asked for.
 */
export async function downloadReceipt(
  receipt: ReceiptData,
  { i18n, locale }: { i18n: I18n; locale: Locale },
): Promise<void> {
  const bytes = await receiptPdf(receiptText(receipt, { i18n, locale }));
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `recibo-${receipt.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
