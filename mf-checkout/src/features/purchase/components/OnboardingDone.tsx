import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, FormActions, Panel } from '@portal/ui';

export interface OnboardingDoneProps {
  /** Whether officers were created (everyone but a CEO e CO creates one or two). */
  readonly createdOfficers: boolean;
  /** Whether the super user stays the CFO, who does not see the platform's content (spec §6). */
  readonly purchaserOnly: boolean;
  /** Leaves onboarding for the platform. */
  readonly onEnter: () => void;
}

/** The end of onboarding (spec §2.6): what happened, and the button to the platform. */
export function OnboardingDone({ createdOfficers, purchaserOnly, onEnter }: OnboardingDoneProps) {
  const { t } = useLingui();
  const wrapper = useRef<HTMLDivElement>(null);
  // The form that was focused is gone: the way on takes the focus, so a keyboard user goes on.
  useEffect(() => wrapper.current?.querySelector('button')?.focus(), []);
  return (
    <Panel
      title={t`Tudo pronto!`}
      description={
        createdOfficers
          ? t`Os usuários cadastrados recebem por e-mail os dados de acesso à plataforma.`
          : t`A plataforma está pronta para a sua empresa.`
      }
    >
      {purchaserOnly ? (
        <p>{t`Como CFO, você cuida da compra; o conteúdo da plataforma fica com o CEO e o CO.`}</p>
      ) : null}
      <div ref={wrapper}>
        <FormActions>
          <Button onClick={onEnter}>{t`Ir para a plataforma`}</Button>
        </FormActions>
      </div>
    </Panel>
  );
}
