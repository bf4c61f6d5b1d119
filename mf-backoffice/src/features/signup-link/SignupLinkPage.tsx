import { useLingui } from '@lingui/react/macro';
import { BackofficeLayout } from '../../shared/BackofficeLayout';
import { titles } from '../../titles';
import { SignupLinkGenerator } from './components/SignupLinkGenerator';

/**
 * Spec §2.8, /gestao-de-empresas/gerador-de-link (provider administrators): the SaaS sign-up link
 * of a plan, its channels and, optionally, an integrity network, to send to a prospective client.
 */
export default function SignupLinkPage() {
  const { t, i18n } = useLingui();
  return (
    <BackofficeLayout
      section="signupLink"
      title={i18n._(titles.signupLink)}
      description={t`Monte o link de cadastro que leva um novo cliente ao teste grátis com o plano escolhido.`}
    >
      <SignupLinkGenerator />
    </BackofficeLayout>
  );
}
