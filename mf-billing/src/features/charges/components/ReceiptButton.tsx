import { useLingui } from '@lingui/react/macro';
import { notify } from '@portal/notify';
import { Button, VisuallyHidden } from '@portal/ui';
import { useDownloadReceipt } from '../api/documents';
import { receiptFailure } from '../receipt/receiptFailure';

/**
 * A paid charge's receipt (issue 54, flag billing-documents): a PDF made in the page from the
 * charge's documents, downloaded; a failure says why in a toast. `when`: the charge's date, so
 * each row's button has a name of its own.
 */
export function ReceiptButton({
  chargeId,
  when,
}: {
  readonly chargeId: string;
  readonly when: string;
}) {
  const { t, i18n } = useLingui();
  const download = useDownloadReceipt();
  return (
    <Button
      tone="ghost"
      busy={download.isPending}
      busyLabel={t`Gerando o recibo…`}
      onClick={() =>
        download.mutate(chargeId, { onError: (error) => notify(receiptFailure(error, i18n)) })
      }
    >
      {t`Recibo`}
      <VisuallyHidden> {t`de ${when} (PDF)`}</VisuallyHidden>
    </Button>
  );
}
