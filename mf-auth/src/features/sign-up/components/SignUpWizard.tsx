import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { TRIAL_DAYS } from '@portal/domain';
import { PageLink, useParams } from '@portal/router';
import { useRuleForm } from '@portal/rules/form';
import { Button, Heading, Inline, Stepper, TextLink, VisuallyHidden } from '@portal/ui';
import { AuthLayout } from '../../../shared/AuthLayout';
import { AccessStep } from './AccessStep';
import { CompanyStep } from './CompanyStep';
import { LinkChoice } from './LinkChoice';
import { PersonStep } from './PersonStep';
import {
  ACCESS_START,
  accessSchema,
  COMPANY_START,
  companySchema,
  linkPlans,
  motherCompanyFrom,
  PERSON_START,
  personSchema,
} from '../signUpSteps';
import { useCreateAccount } from '../useCreateAccount';
import { pages } from '@portal/contracts';

/**
 * Spec §2.1 and §4: step 0 the responsible person, step 1 the role and the company, step 2 the
 * access and the terms. Continue is disabled while the step is invalid; Back goes one step and
 * keeps everything typed (the three forms live here, the steps only show them); only the last
 * step sends the sign-up.
 */
export function SignUpWizard() {
  const { t, i18n } = useLingui();
  const { sp, empresaMae } = useParams();
  const person = useRuleForm(personSchema, PERSON_START);
  const company = useRuleForm(companySchema, COMPANY_START);
  // Spec §8: the server's message in a toast. Everything typed stays as it was.
  const access = useRuleForm(accessSchema, ACCESS_START, {
    onFailure: (error) => notifyFailure(i18n, t`Não foi possível concluir o cadastro`, error),
  });
  const createAccount = useCreateAccount();
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

  const create = async (credentials: v.InferOutput<typeof accessSchema>) => {
    const personOutput = v.safeParse(personSchema, person.values);
    const companyOutput = v.safeParse(companySchema, company.values);
    // Unreachable through the buttons; a step that is not valid any more is shown again.
    if (!personOutput.success) return go(0);
    if (!companyOutput.success) return go(1);
    await createAccount({
      person: personOutput.output,
      company: companyOutput.output,
      access: credentials,
    });
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
      <Heading ref={heading} id={headingId} tabIndex={-1}>
        <VisuallyHidden>{`${t`Etapa ${number} de ${total}`}: `}</VisuallyHidden>
        {stepNames[step]}
      </Heading>

      {step === 0 ? (
        <PersonStep form={person} headingId={headingId} onContinue={() => go(1)} />
      ) : null}
      {step === 1 ? (
        <CompanyStep form={company} headingId={headingId} onContinue={() => go(2)} back={back} />
      ) : null}
      {step === 2 ? (
        <AccessStep form={access} headingId={headingId} onCreate={create} back={back} />
      ) : null}

      <Inline justify="between">
        <span>{t`Já tem uma conta?`}</span>
        <TextLink render={<PageLink to={pages.login} />}>{t`Entrar`}</TextLink>
      </Inline>
    </AuthLayout>
  );
}
