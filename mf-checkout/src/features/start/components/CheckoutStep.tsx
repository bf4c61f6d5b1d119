import { useLingui } from '@lingui/react/macro';
import { browser, useNavigate } from '@portal/router';
import { useSession } from '@portal/session';
import { Button } from '@portal/ui';
import { useBackToTrial, useCancelCheckout } from '../api/leaveCheckout';
import { CheckoutFlow } from './CheckoutFlow';
import { clearDraft } from '../draft';

/**
 * The checkout step of /start: the four-step purchase, with what spec §2.6 offers around it:
 * cancel checkout (onboarding unfinished, subscription valid) and the back link (onboarding and
 * subscription valid), which returns to the trial and leads home for a cfo, otherwise to the
 * implementation module page (home when nothing says where).
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
  const cancel = useCancelCheckout();
  const back = useBackToTrial();
  if (!session) return null;
  const onboarded = session.finishedOnboarding === 'true';
  const valid = session.validSubscription === 'true';
  return (
    <>
      {onboarded && valid ? (
        <Button
          tone="ghost"
          busy={back.isPending}
          onClick={() =>
            back.mutate(undefined, {
              onSuccess: (modulePage) => {
                clearDraft(session.user.id);
                // The implementation module is a page of the platform, outside the portal.
                if (modulePage) browser.assign(modulePage);
                else navigate('/');
              },
            })
          }
        >
          {t`← Voltar para a plataforma`}
        </Button>
      ) : null}
      <CheckoutFlow
        title={title}
        onCancel={
          !onboarded && valid
            ? () =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    clearDraft(session.user.id);
                    onRestart();
                  },
                })
            : undefined
        }
      />
    </>
  );
}
