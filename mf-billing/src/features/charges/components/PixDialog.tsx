import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog, Loading } from '@portal/ui';
import { PixPayment, pixErrorMessage } from '@portal/billing/pix';
import { useCreatePix, usePix } from '../api/pix';

export interface PixDialogProps {
  /** The charge to pay. */
  readonly chargeId: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * "Pagar com Pix" (issue 54, ADR 013): opened, it asks for the charge's Pix (the open one, if it
 * has one) and shows it; it learns without a reload that it was paid and says so, or that it
 * expired and offers a new code. A failure says why, with a way to try again.
 */
export default function PixDialog({ chargeId, open, onOpenChange }: PixDialogProps) {
  const { t, i18n } = useLingui();
  const create = useCreatePix(chargeId);
  const pix = usePix(create.data);
  const { mutate, isIdle } = create;
  useEffect(() => {
    if (open && isIdle) mutate();
  }, [open, isIdle, mutate]);

  let body;
  if (pix) {
    body = (
      <PixPayment key={pix.pixId} pix={pix} onRenew={() => mutate()} renewing={create.isPending} />
    );
  } else if (create.isError) {
    body = (
      <Alert
        tone="critical"
        title={i18n._(pixErrorMessage(create.error))}
        action={
          <Button tone="secondary" onClick={() => mutate()}>
            {t`Tentar novamente`}
          </Button>
        }
      />
    );
  } else {
    body = <Loading label={t`Gerando o código Pix…`} />;
  }
  const paid = pix?.status === 'paid';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Pagar com Pix`}
      actions={
        <Button tone={paid ? 'primary' : 'ghost'} onClick={() => onOpenChange(false)}>
          {paid ? t`Concluir` : t`Fechar`}
        </Button>
      }
    >
      {body}
    </Dialog>
  );
}
