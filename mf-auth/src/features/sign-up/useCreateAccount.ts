import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { TRIAL_DAYS } from '@portal/domain';
import { formatDate, useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { useNavigate, useParams } from '@portal/router';
import { signInWith } from '../../shared/signInWith';
import { createAccount } from './api/account';
import {
  signUpPayload,
  type accessSchema,
  type companySchema,
  type personSchema,
} from './signUpSteps';
import { href, pages } from '@portal/contracts';

export interface SignUpAnswers {
  readonly person: v.InferOutput<typeof personSchema>;
  readonly company: v.InferOutput<typeof companySchema>;
  readonly access: v.InferOutput<typeof accessSchema>;
}

/**
 * Sends the sign-up (spec §4, registration wizard) with the link's plans and mother company:
 * with loginSuccess the new super user is signed in (the shell's entry redirect then leaves the
 * public page for /start); otherwise the user goes to login. Either way a toast says the account
 * exists and how long the trial lasts. A refusal throws, for the last step's form to show.
 */
export function useCreateAccount() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { sp, empresaMae } = useParams();

  return async ({ person, company, access }: SignUpAnswers): Promise<void> => {
    const payload = signUpPayload({ person, company, access, sp, empresaMae, locale });
    const answer = await createAccount(payload);
    if (answer.loginSuccess && answer.token && answer.user) {
      const endDate = answer.trialEndsAt ? formatDate(answer.trialEndsAt, locale) : null;
      notify({
        title: t`Conta criada`,
        description: endDate
          ? t`Seu teste grátis de ${TRIAL_DAYS} dias vai até ${endDate}.`
          : t`Seu teste grátis de ${TRIAL_DAYS} dias começou.`,
        tone: 'positive',
      });
      signInWith({
        token: answer.token,
        user: answer.user,
        company: { id: answer.company.id, name: answer.company.name ?? payload.companyName },
      });
    } else {
      notify({
        title: t`Conta criada`,
        description: t`Entre com o seu e-mail e a senha que você criou para começar o teste grátis.`,
        tone: 'positive',
      });
      navigate(href(pages.home));
    }
  };
}
