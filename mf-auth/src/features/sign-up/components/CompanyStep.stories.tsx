import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { useRuleForm } from '@portal/rules/form';
import { Button } from '@portal/ui';
import { COMPANY_START, companySchema } from '../signUpSteps';
import { CompanyStep } from './CompanyStep';
import { CONTINUE, signUpPartStory, UnderHeading } from '../../../testing/signUpStepStory';

/** Step 2 with its own form, as the wizard holds it, and a Back button. */
function CompanyStepForm() {
  const form = useRuleForm(companySchema, COMPANY_START);
  return (
    <UnderHeading heading="Sua empresa / Su empresa">
      {(headingId) => (
        <CompanyStep
          form={form}
          headingId={headingId}
          onContinue={() => {}}
          back={<Button tone="secondary">Voltar / Volver</Button>}
        />
      )}
    </UnderHeading>
  );
}

const meta = {
  title: 'mf-auth/Sign-up/CompanyStep',
  component: CompanyStep,
  render: () => <CompanyStepForm />,
  ...signUpPartStory(),
} satisfies Meta<typeof CompanyStep>;

export default meta;
// The form is the story's own, not an arg.
type Story = StoryObj<Record<string, never>>;

/** No role, no company: Continue waits; each role is explained under its name. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await expect(await step.findAllByRole('radio')).toHaveLength(3);
    await expect(step.getByRole('button', { name: CONTINUE })).toBeDisabled();
  },
};

/** A role chosen and the company named: Continue is offered. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    const [first] = await step.findAllByRole('radio');
    await userEvent.click(first!);
    await userEvent.type(step.getByRole('textbox'), 'Aurora Consultoria Ltda');
    await expect(step.getByRole('button', { name: CONTINUE })).toBeEnabled();
  },
};
