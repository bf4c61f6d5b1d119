import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { passwordChange } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import { useSession } from '@portal/session';
import { pageParameters } from '@portal/testing/page-story';
import { accountPartStory } from '../../../testing/accountStory';
import { useImageChange } from '../useImageChange';
import { MyDataSection } from './MyDataSection';

const NO_PASSWORD = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The section as the profile shows it: the signed-in user, with the password form's rules. */
function SignedInUser() {
  const session = useSession((state) => state.session);
  const avatar = session?.user.avatarUrl ?? null;
  const avatarChange = useImageChange(avatar);
  const form = useRuleForm(passwordChange, NO_PASSWORD);
  return session ? (
    <MyDataSection session={session} avatar={avatar} avatarChange={avatarChange} form={form} />
  ) : null;
}

const meta = {
  title: 'mf-account/Profile/MyDataSection',
  component: MyDataSection,
  render: () => <SignedInUser />,
  ...accountPartStory('meu/perfil', 'cfo@demo.com.br'),
} satisfies Meta<typeof MyDataSection>;

export default meta;
// Everything comes from the session and the password form, not from args.
type Story = StoryObj<Record<string, never>>;

const password = (section: ReturnType<typeof within>, label: RegExp) =>
  section.getByLabelText(label, { selector: 'input' });

/** A CFO: name, e-mail and role, the photo, and the three password fields. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await expect(
      await section.findByText(/^CFO \((responsável pela compra|responsable de la compra)\)$/),
    ).toBeVisible();
    await expect(
      section.getByRole('group', { name: /^(Alterar senha|Cambiar contraseña)$/ }),
    ).toBeVisible();
  },
};

/** The account's super user: the access line says so after the role. */
export const SuperUser: Story = {
  parameters: pageParameters({ signedInAs: 'super.pago@demo.com.br' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^(CEO e CO · Superusuário|CEO y CO · Superusuario)$/),
    ).toBeVisible();
  },
};

/** A weak new password and a repeat that differs: each field says which rule it breaks. */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement);
    await userEvent.type(password(section, /^(Senha atual|Contraseña actual)/), 'Senha@123');
    await userEvent.type(password(section, /^(Nova senha|Nueva contraseña)/), 'fraca');
    await userEvent.type(password(section, /^(Confirme a nova senha|Confirme la nueva)/), 'outra');
    await userEvent.tab();
    await expect(password(section, /^(Nova senha|Nueva contraseña)/)).toHaveAccessibleDescription(
      /^(Sua senha deve conter no mínimo oito|Su contraseña debe tener como mínimo ocho)/,
    );
    await expect(
      password(section, /^(Confirme a nova senha|Confirme la nueva)/),
    ).toHaveAccessibleDescription(/^(Os valores precisam ser iguais|Los valores deben coincidir)$/);
  },
};
