import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { useRuleForm } from '@portal/rules/form';
import { PERSON_START, personSchema } from '../signUpSteps';
import { PersonStep } from './PersonStep';
import { CONTINUE, signUpPartStory, UnderHeading } from '../../../testing/signUpStepStory';

/** Step 1 with its own form, as the wizard holds it. */
function PersonStepForm() {
  const form = useRuleForm(personSchema, PERSON_START);
  return (
    <UnderHeading heading="Seus dados / Sus datos">
      {(headingId) => <PersonStep form={form} headingId={headingId} onContinue={() => {}} />}
    </UnderHeading>
  );
}

const meta = {
  title: 'mf-auth/Sign-up/PersonStep',
  component: PersonStep,
  render: () => <PersonStepForm />,
  ...signUpPartStory(),
} satisfies Meta<typeof PersonStep>;

export default meta;
// The form is the story's own, not an arg.
type Story = StoryObj<Record<string, never>>;

/** Empty: Continue waits, and the hint says every field is needed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await expect(await step.findByRole('button', { name: CONTINUE })).toBeDisabled();
    await expect(step.getByText(/^(Preencha|¡Complete) todos/)).toBeVisible();
  },
};

/** A name and a valid mobile phone: Continue is offered. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    const [name, phone] = await step.findAllByRole('textbox');
    await userEvent.type(name!, 'Beatriz Campos');
    await userEvent.type(phone!, '11987654321');
    await expect(phone).toHaveValue('11 9 8765-4321');
    await expect(step.getByRole('button', { name: CONTINUE })).toBeEnabled();
  },
};
