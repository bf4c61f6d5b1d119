import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { useSession } from '@portal/session';
import { accountPartStory } from '../../../testing/accountStory';
import { useCompany } from '../api/company';
import { useLogo } from '../api/pictures';
import { ProfileForm } from './ProfileForm';

/** The form as the profile page shows it: the signed-in user and their company, from the sandbox. */
function SignedInProfile() {
  const session = useSession((state) => state.session);
  const company = useCompany();
  // The form reads the logo itself; waiting for it here too shows the form whole at once.
  const logo = useLogo();
  return session && company.isSuccess && logo.isSuccess ? (
    <ProfileForm session={session} company={company.data} />
  ) : null;
}

const meta = {
  title: 'mf-account/Profile/ProfileForm',
  component: ProfileForm,
  render: () => <SignedInProfile />,
  ...accountPartStory('meu/perfil'),
} satisfies Meta<typeof ProfileForm>;

export default meta;
// The session and the company come from the sandbox, not from args.
type Story = StoryObj<Record<string, never>>;

const SAVE = /^(Salvar|Guardar)$/;

/** Nothing changed yet: Cancel and Save wait for a change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(await form.findByRole('button', { name: SAVE })).toBeDisabled();
    await expect(form.getByRole('button', { name: /^Cancelar$/ })).toBeDisabled();
  },
};

/** A current password the server does not recognise: refused on its field, the typing kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const field = (label: RegExp) => form.getByLabelText(label, { selector: 'input' });
    await form.findByRole('button', { name: SAVE });
    await userEvent.type(field(/^(Senha atual|Contraseña actual)/), 'Errada@123');
    await userEvent.type(field(/^(Nova senha|Nueva contraseña)/), 'Nova@2026');
    await userEvent.type(field(/^(Confirme a nova senha|Confirme la nueva)/), 'Nova@2026');
    await userEvent.click(form.getByRole('button', { name: SAVE }));
    await expect(
      await form.findByLabelText(/^(Senha atual|Contraseña actual)/, {
        selector: 'input[aria-invalid="true"]',
      }),
    ).toHaveAccessibleDescription(
      /^(A senha atual está incorreta!|¡La contraseña actual es incorrecta!)$/,
    );
  },
};
