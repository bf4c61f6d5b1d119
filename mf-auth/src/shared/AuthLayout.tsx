import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@portal/domain';
import { BrandPanel, PageHeader, SplitLayout } from '@portal/ui';

/** A brand, not a text: written the same in every language. */
const PRODUCT_NAME = 'Minha Conta';

export interface AuthLayoutProps {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}

/** Every page before sign-in: the brand panel beside the form panel (the PT/ES choice is the frame's). */
export function AuthLayout({ title, lead, children }: AuthLayoutProps) {
  const { t } = useLingui();
  return (
    <SplitLayout
      aside={
        <BrandPanel
          product={PRODUCT_NAME}
          headline={t`Compliance da sua empresa em um só lugar`}
          text={t`Planos, usuários, cobranças e o seu programa de integridade, com ${TRIAL_DAYS} dias de teste grátis.`}
        />
      }
    >
      <PageHeader title={title} description={lead} />
      {children}
    </SplitLayout>
  );
}
