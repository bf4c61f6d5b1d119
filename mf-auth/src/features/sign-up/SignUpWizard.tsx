import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { api, notifyFailure } from '@portal/api';
import { SIGN_UP_ROLES, TRIAL_DAYS, type Plan } from '@portal/domain';
import { formatDate, useLocale } from '@portal/i18n';
import { notify } from '@portal/notify';
import { Link, useNavigate, useParams } from '@portal/router';
import { planLabel, roleOptions, ruleMessage, stepComplete } from '@portal/rules';
import {
  Button,
  Checkbox,
  DescriptionList,
  FormActions,
  Inline,
  PasswordField,
  RadioGroup,
  Stack,
  Stepper,
  TextField,
  textLink,
  visuallyHidden,
} from '@portal/ui';
import { AuthLayout } from '../../shared/AuthLayout';
import { useRuleForm } from '@portal/rules/form';
import { signInWith } from '../login/signInWith';
import * as styles from './SignUpWizard.css';
import {
  ACCESS_START,
  accessSchema,
  COMPANY_START,
  companySchema,
  linkPlans,
  motherCompanyFrom,
  PERSON_START,
  personSchema,
  signUpPayload,
} from './signUpSteps';

/**
 * Spec §2.1 and §4: step 0 the responsible person, step 1 the role and the company, step 2 the
 * access and the terms. Continue is disabled while the step is invalid; Back goes one step and
 * keeps everything typed; only the last step sends the sign-up.
 */
export function SignUpWizard() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { sp, empresaMae } = useParams();
  const person = useRuleForm(personSchema, PERSON_START);
  const company = useRuleForm(companySchema, COMPANY_START);
  // Spec §8: the server's message in a toast. Everything typed stays as it was.
  const access = useRuleForm(accessSchema, ACCESS_START, {
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível concluir o cadastro`, error),
  });
  const [step, setStep] = useState(0);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a step change, focus the new step's heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const stepNames = [t`Seus dados`, t`Sua empresa`, t`Seu acesso`];
  const number = step + 1;
  const total = stepNames.length;

  /** Why Continue is still disabled: 'Preencha todos os campos para avançar!' (spec §5). */
  const incompleteHint = (key: ReturnType<typeof stepComplete>) =>
    key ? <p className={styles.note}>{i18n._(ruleMessage(key))}</p> : null;

  const create = async (credentials: v.InferOutput<typeof accessSchema>) => {
    const personOutput = v.safeParse(personSchema, person.values);
    const companyOutput = v.safeParse(companySchema, company.values);
    // Unreachable through the buttons; a step that is not valid any more is shown again.
    if (!personOutput.success) return go(0);
    if (!companyOutput.success) return go(1);
    const payload = signUpPayload({
      person: personOutput.output,
      company: companyOutput.output,
      access: credentials,
      sp,
      empresaMae,
      locale,
    });
    const { payload: answer } = await api.newSaasCompany(payload);
    if (answer.loginSuccess && answer.token && answer.user) {
      const endDate = answer.trialEndsAt ? formatDate(answer.trialEndsAt, locale) : null;
      notify({
        title: t`Conta criada`,
        description: endDate
          ? t`Seu teste grátis de ${TRIAL_DAYS} dias vai até ${endDate}.`
          : t`Seu teste grátis de ${TRIAL_DAYS} dias começou.`,
        tone: 'positive',
      });
      // The shell then leaves the public page; the entry redirect sends the super user to /start.
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
      navigate('/');
    }
  };

  const back = (
    <Button tone="secondary" disabled={access.submitting} onClick={() => go(step - 1)}>
      {t`Voltar`}
    </Button>
  );

  return (
    <AuthLayout
      title={t`Cadastre sua empresa`}
      lead={t`Em três etapas, crie a conta da sua empresa e teste a plataforma grátis por ${TRIAL_DAYS} dias. Ao final do teste, você escolhe se quer contratar um plano.`}
    >
      <LinkChoice plans={linkPlans(sp)} network={motherCompanyFrom(empresaMae)} />
      <Stepper steps={stepNames} current={step} />
      {/* Focused on a step change; the hidden counter tells screen-reader users where they are. */}
      <h2 ref={heading} id={headingId} tabIndex={-1} className={styles.stepHeading}>
        <span className={visuallyHidden}>{`${t`Etapa ${number} de ${total}`}: `}</span>
        {stepNames[step]}
      </h2>

      {step === 0 ? (
        <form {...person.props(() => go(1))} aria-labelledby={headingId}>
          <Stack>
            <TextField
              label={t`Nome completo`}
              autoComplete="name"
              required
              {...person.field('userName')}
            />
            <TextField
              label={t`Celular`}
              type="tel"
              mask="phone"
              autoComplete="tel-national"
              required
              description={t`Com DDD, por exemplo 11 9 8765-4321.`}
              {...person.field('phone')}
            />
            {incompleteHint(stepComplete(person.values, ['userName', 'phone']))}
            <FormActions layout="stacked">
              <Button type="submit" disabled={!person.valid}>
                {t`Continuar`}
              </Button>
            </FormActions>
          </Stack>
        </form>
      ) : null}

      {step === 1 ? (
        <form {...company.props(() => go(2))} aria-labelledby={headingId}>
          <Stack>
            <RadioGroup
              label={t`Área de atuação`}
              required
              options={roleOptions(i18n, SIGN_UP_ROLES)}
              {...company.choice('role')}
            />
            <TextField
              label={t`Nome da empresa`}
              autoComplete="organization"
              required
              {...company.field('companyName')}
            />
            {incompleteHint(stepComplete(company.values, ['role', 'companyName']))}
            <FormActions layout="stacked">
              <Button type="submit" disabled={!company.valid}>
                {t`Continuar`}
              </Button>
              {back}
            </FormActions>
          </Stack>
        </form>
      ) : null}

      {step === 2 ? (
        <form {...access.props(create)} aria-labelledby={headingId}>
          <Stack>
            <TextField
              label={t`E-mail`}
              type="email"
              autoComplete="email"
              required
              {...access.field('email')}
            />
            <PasswordField
              label={t`Senha`}
              autoComplete="new-password"
              required
              description={t`No mínimo 8 caracteres, com letra maiúscula, letra minúscula e número.`}
              {...access.field('password')}
            />
            <PasswordField
              label={t`Confirme a senha`}
              autoComplete="new-password"
              required
              {...access.field('confirmPassword')}
            />
            <Checkbox
              label={t`Li e aceito os termos de uso e a política de privacidade`}
              required
              {...access.checkbox('terms')}
            />
            {incompleteHint(
              stepComplete(access.values, ['email', 'password', 'confirmPassword', 'terms']),
            )}
            <p className={styles.note}>
              {t`Ao criar a conta, começa o seu teste grátis de ${TRIAL_DAYS} dias.`}
            </p>
            <FormActions layout="stacked">
              <Button
                type="submit"
                disabled={!access.valid}
                busy={access.submitting}
                busyLabel={t`Criando a conta…`}
              >
                {t`Criar conta`}
              </Button>
              {back}
            </FormActions>
          </Stack>
        </form>
      ) : null}

      <Inline justify="between">
        <span>{t`Já tem uma conta?`}</span>
        <Link className={textLink} to="/login">
          {t`Entrar`}
        </Link>
      </Inline>
    </AuthLayout>
  );
}

/**
 * What the sign-up link chose (spec §2.1): its plans and, when it names one, the mother
 * company's integrity network. Shown above the steps, on every step; nothing without a plan.
 */
function LinkChoice({
  plans,
  network,
}: {
  readonly plans: readonly Plan[];
  readonly network: string | null;
}) {
  const { t, i18n } = useLingui();
  if (plans.length === 0) return null;
  // The plans' names in the reader's language ('Advanced + Canal de denuncias web' in Spanish).
  const names = plans.map((plan) => planLabel(plan, i18n));
  const details =
    names.length === 1 ? (
      names[0]
    ) : (
      <ul className={styles.planList}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    );
  return (
    <div className={styles.linkChoice}>
      <DescriptionList
        items={[
          {
            term: names.length === 1 ? t`Plano escolhido` : t`Planos escolhidos`,
            details,
          },
          ...(network ? [{ term: t`Rede de integridade`, details: network }] : []),
        ]}
      />
    </div>
  );
}
