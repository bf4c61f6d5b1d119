import { useLingui } from '@lingui/react/macro';
import { phoneMask, stepComplete } from '@portal/rules';
import type { RuleForm } from '@portal/rules/form';
import { Button, FormActions, Stack, TextField } from '@portal/ui';
import type { PERSON_START, personSchema } from '../signUpSteps';
import { IncompleteHint } from './IncompleteHint';

export type PersonForm = RuleForm<typeof PERSON_START, typeof personSchema>;

/** Step 0 (spec §2.1): the responsible person's name and mobile phone. */
export function PersonStep({
  form,
  headingId,
  onContinue,
}: {
  readonly form: PersonForm;
  /** The step's heading, which names the form. */
  readonly headingId: string;
  readonly onContinue: () => void;
}) {
  const { t } = useLingui();
  return (
    <form {...form.props(onContinue)} aria-labelledby={headingId}>
      <Stack>
        <TextField
          label={t`Nome completo`}
          autoComplete="name"
          required
          {...form.field('userName')}
        />
        <TextField
          label={t`Celular`}
          type="tel"
          mask={phoneMask}
          autoComplete="tel-national"
          required
          description={t`Com DDD, por exemplo 11 9 8765-4321.`}
          {...form.field('phone')}
        />
        <IncompleteHint missing={stepComplete(form.values, ['userName', 'phone'])} />
        <FormActions layout="stacked">
          <Button type="submit" disabled={!form.valid}>
            {t`Continuar`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
