import { useLingui } from '@lingui/react/macro';
import { Button, FormActions, Panel } from '@portal/ui';

export interface WelcomeSlideProps {
  /** Goes on to the user definition (the carousel's second slide). */
  readonly onStart: () => void;
}

/** Onboarding's first slide (spec §2.6): what the two steps are for, and the way on. */
export function WelcomeSlide({ onStart }: WelcomeSlideProps) {
  const { t } = useLingui();
  return (
    <Panel
      title={t`Boas-vindas ao Minha Conta!`}
      description={t`Falta pouco para a sua empresa usar a plataforma de compliance.`}
    >
      <p>
        {t`No próximo passo você diz qual é a sua função na empresa e cadastra quem vai conduzir o programa de compliance com você. Cada pessoa cadastrada recebe por e-mail os dados de acesso.`}
      </p>
      <FormActions>
        <Button onClick={onStart}>{t`Começar`}</Button>
      </FormActions>
    </Panel>
  );
}
