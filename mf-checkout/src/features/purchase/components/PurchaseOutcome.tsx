import { useLingui } from '@lingui/react/macro';
import { Button, OutcomeDialog } from '@portal/ui';
import type { PurchaseState } from '../usePurchase';

export interface PurchaseOutcomeProps {
  readonly state: PurchaseState;
  /** After success: the user leaves the checkout. */
  readonly onDone: () => void;
  /** After an unknown outcome: the same purchase again (same key, never a second charge). */
  readonly onRetry: () => void;
  /** Closes an error. */
  readonly onClose: () => void;
}

/**
 * The payment's modal (spec §2.6): loading while there is no status, success on 201 (a slip
 * with 'Entendi' and its link; a card with the card text; a Pix once the bank confirmed it, its
 * code meanwhile being the checkout's Pix step), an error otherwise. An answer that
 * never came says the payment is being confirmed, never that nothing was charged.
 */
export function PurchaseOutcome({ state, onDone, onRetry, onClose }: PurchaseOutcomeProps) {
  const { t, i18n } = useLingui();
  const close = (open: boolean) => {
    if (open) return;
    if (state.phase === 'paid') onDone();
    else onClose();
  };
  switch (state.phase) {
    case 'paying':
      return (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="loading"
          title={t`Processando o pagamento…`}
          description={t`Aguarde um instante e não feche esta página.`}
        />
      );
    case 'confirming':
      return (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="loading"
          title={t`Confirmando o pagamento…`}
          description={t`A resposta do pagamento não chegou. Estamos verificando se a compra foi registrada.`}
        />
      );
    case 'paid':
      return state.method === 'bank_slip' ? (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="success"
          title={t`Compra realizada com sucesso!`}
          description={t`Seu boleto foi gerado. O pagamento pode levar até 3 dias úteis para ser reconhecido.`}
          actions={
            <>
              {state.printUrl ? (
                <Button
                  tone="secondary"
                  onClick={() => window.open(state.printUrl ?? '', '_blank', 'noopener')}
                >
                  {t`Ver boleto`}
                </Button>
              ) : null}
              <Button onClick={onDone}>{t`Entendi`}</Button>
            </>
          }
        />
      ) : state.method === 'pix' ? (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="success"
          title={t`Compra realizada com sucesso!`}
          description={t`Recebemos o seu Pix. O seu plano já começou.`}
          actions={<Button onClick={onDone}>{t`Ir para a plataforma`}</Button>}
        />
      ) : (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="success"
          title={t`Compra realizada com sucesso!`}
          description={t`Seu pagamento com cartão está em processamento. Se ele não for aprovado, avisaremos você por e-mail.`}
          actions={<Button onClick={onDone}>{t`Ir para a plataforma`}</Button>}
        />
      );
    case 'failed': {
      const status = state.status;
      return (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="error"
          title={i18n._(state.title)}
          description={t`Não foi possível efetuar o pagamento e nenhum valor foi cobrado. (Código ${status})`}
          actions={<Button onClick={onClose}>{t`Fechar`}</Button>}
        />
      );
    }
    case 'unconfirmed':
      return (
        <OutcomeDialog
          open
          onOpenChange={close}
          status="error"
          title={t`Não conseguimos confirmar o pagamento`}
          description={t`A compra pode ter sido registrada. Tente de novo: se ela já foi feita, nada será cobrado outra vez.`}
          actions={
            <>
              <Button tone="secondary" onClick={onClose}>
                {t`Fechar`}
              </Button>
              <Button onClick={onRetry}>{t`Tentar de novo`}</Button>
            </>
          }
        />
      );
    default:
      return null;
  }
}
