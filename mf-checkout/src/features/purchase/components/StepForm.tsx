import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FormProps } from '@portal/rules/form';
import {
  Button,
  ErrorSummary,
  FormActions,
  Stack,
  StepHeading,
  type ErrorSummaryItem,
} from '@portal/ui';

/** The step's heading: the checkout moves the focus to it on each step change. */
export const STEP_HEADING_ID = 'checkout-step-heading';

export interface StepFormProps {
  readonly title: string;
  readonly form: FormProps;
  /** The fields in error once Next was pressed: the summary at the top links to each. */
  readonly problems: readonly ErrorSummaryItem[];
  /** The step cannot be left yet: Next looks unavailable (pressing it says why). */
  readonly blocked: boolean;
  readonly onPrevious: () => void;
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * One step of the checkout as a form: its heading (focused on each step change), the error
 * summary of a blocked Next, the fields, and Previous / Next.
 */
export function StepForm({
  title,
  form,
  problems,
  blocked,
  onPrevious,
  busy = false,
  children,
}: StepFormProps) {
  const { t } = useLingui();
  return (
    <form {...form} aria-labelledby={STEP_HEADING_ID}>
      <Stack gap="large">
        <StepHeading id={STEP_HEADING_ID} title={title} />
        <ErrorSummary title={t`Preencha todos os campos para avançar!`} items={problems} />
        {children}
        <FormActions>
          <Button tone="secondary" onClick={onPrevious}>
            {t`Anterior`}
          </Button>
          <Button type="submit" unavailable={blocked} busy={busy}>
            {t`Próximo`}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
