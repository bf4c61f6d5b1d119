import { href, pages } from '@portal/contracts';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api';
import { notify } from '@portal/notify';
import { browser, useNavigate } from '@portal/router';
import { useSession } from '@portal/session';
import { Button, ConfirmDialog } from '@portal/ui';
import { usePurchaseDecision } from '../usePurchaseDecision';
import { useBackToTrial, useCancelCheckout } from '../api/leaveCheckout';
import { CheckoutFlow } from './CheckoutFlow';
import { clearDraft } from '../draft';

/**
 * The checkout step of /start: the four-step purchase, with what spec §2.6 offers around it, as
 * the purchase path's rule says (`@portal/session/purchase`): cancel checkout wherever a paid plan
 * was chosen and nothing is paid (after a confirmation; back to plan selection, trial included),
 * and the back link (onboarding and subscription valid), which returns to the trial and leads home
 * for a cfo, otherwise to the implementation module page (home when nothing says where).
 */
export interface CheckoutStepProps {
  readonly title: string;
  /** Checkout was cancelled: /start follows the progress flags again (plan selection). */
  readonly onRestart: () => void;
}

export function CheckoutStep({ title, onRestart }: CheckoutStepProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession((state) => state.session);
  const decision = usePurchaseDecision(href(pages.start));
  const cancel = useCancelCheckout();
  const back = useBackToTrial();
  const [confirming, setConfirming] = useState(false);
  if (!session) return null;
  const view = decision?.allowed && decision.view.step === 'checkout' ? decision.view : null;
  return (
    <>
      {view?.backToTrial ? (
        <Button
          tone="ghost"
          busy={back.isPending}
          onClick={() =>
            back.mutate(undefined, {
              onSuccess: (modulePage) => {
                clearDraft(session.user.id);
                // The implementation module is a page of the platform, outside the portal.
                if (modulePage) browser.assign(modulePage);
                else navigate(href(pages.home));
              },
            })
          }
        >
          {t`← Voltar para a plataforma`}
        </Button>
      ) : null}
      <CheckoutFlow title={title} onCancel={view?.cancel ? () => setConfirming(true) : undefined} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Cancelar a compra?`}
        description={t`A escolha do plano é desfeita e você volta para a seleção de planos. Nada foi cobrado.`}
        confirmLabel={t`Cancelar a compra`}
        cancelLabel={t`Continuar comprando`}
        busyLabel={t`Cancelando a compra…`}
        onConfirm={() =>
          cancel
            .mutateAsync()
            .then(() => {
              clearDraft(session.user.id);
              setConfirming(false);
              onRestart();
            })
            // A failed registration is only logged and changes nothing (useCancelCheckout): the
            // checkout stays as it was, and the dialog closes. A refusal (403) is said.
            .catch((error: unknown) => {
              setConfirming(false);
              if (isApiError(error) && error.status === 403) {
                notify({
                  tone: 'critical',
                  title: t`A compra não foi cancelada`,
                  description: t`Somente o superusuário da sua empresa pode escolher e contratar um plano.`,
                });
              }
            })
        }
      />
    </>
  );
}
