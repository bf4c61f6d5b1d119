import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SIGN_UP_ROLES } from '@portal/domain';
import { roleOptions, stepComplete } from '@portal/rules';
import type { RuleForm } from '@portal/rules/form';
import { Button, FormActions, RadioGroup, Stack, TextField } from '@portal/ui';
import type { COMPANY_START, companySchema } from '../signUpSteps';
import { IncompleteHint } from './IncompleteHint';

export type CompanyForm = RuleForm<typeof COMPANY_START, typeof companySchema>;

/** Step 1 (spec §2.1): the area of activity (each role explained) and the company's name. */
export function CompanyStep({
  form,
  headingId,
  onContinue,
  back,
}: {
  readonly form: CompanyForm;
  /** The step's heading, which names the form. */
  readonly headingId: string;
  readonly onContinue: () => void;
  /** The wizard's Back button. */
  readonly back: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <form {...form.props(onContinue)} aria-labelledby={headingId}>
      <Stack>
        <RadioGroup
          label={t`Área de atuação`}
          required
          options={roleOptions(i18n, SIGN_UP_ROLES)}
          {...form.choice('role')}
        />
        <TextField
          label={t`Nome da empresa`}
          autoComplete="organization"
          required
          {...form.field('companyName')}
        />
        <IncompleteHint missing={stepComplete(form.values, ['role', 'companyName'])} />
        <FormActions layout="stacked">
          <Button type="submit" disabled={!form.valid}>
            {t`Continuar`}
          </Button>
          {back}
        </FormActions>
      </Stack>
    </form>
  );
}
