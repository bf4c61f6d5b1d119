import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { useRuleForm } from '@portal/rules/form';
import { Button } from '@portal/ui';
import { ACCESS_START, accessSchema } from '../signUpSteps';
import { AccessStep } from './AccessStep';
import { signUpPartStory, UnderHeading } from '../../../testing/signUpStepStory';

/** Step 3 with its own form; creating waits for ever, so the busy button shows. */
function AccessStepForm() {
  const form = useRuleForm(accessSchema, ACCESS_START);
  return (
    <UnderHeading heading="Seu acesso / Su acceso">
      {(headingId) => (
        <AccessStep
          form={form}
          headingId={headingId}
          onCreate={() => new Promise<void>(() => {})}
          back={<Button tone="secondary">Voltar / Volver</Button>}
        />
      )}
    </UnderHeading>
  );
}

const meta = {
  title: 'mf-auth/Sign-up/AccessStep',
  component: AccessStep,
  render: () => <AccessStepForm />,
  ...signUpPartStory(),
} satisfies Meta<typeof AccessStep>;

export default meta;
// The form is the story's own, not an arg.
type Story = StoryObj<Record<string, never>>;

const CREATE = /^(Criar conta|Crear cuenta)$/;

/** Empty: Create waits for the e-mail, the password twice and the terms. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await expect(await step.findByRole('button', { name: CREATE })).toBeDisabled();
  },
};

/** Everything filled and sent: the button is busy while the account is created. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const step = within(canvasElement);
    await userEvent.type(await step.findByRole('textbox'), 'beatriz@aurora.com.br');
    const [password, confirmation] =
      canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await userEvent.type(password!, 'Senha@123');
    await userEvent.type(confirmation!, 'Senha@123');
    await userEvent.click(step.getByRole('checkbox'));
    await userEvent.click(step.getByRole('button', { name: CREATE }));
    await expect(
      await step.findByRole('button', { name: /^(Criando a conta|Creando la cuenta)/ }),
    ).toBeInTheDocument();
  },
};
