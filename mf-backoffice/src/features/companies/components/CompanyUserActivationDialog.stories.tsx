import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useCompanyUsers, useEditCompanyUser } from '../api/companyUsers';
import {
  CompanyUserActivationDialog,
  type CompanyUserActivationDialogProps,
} from './CompanyUserActivationDialog';

type Args = Pick<CompanyUserActivationDialogProps, 'open' | 'onOpenChange'> & {
  /** The e-mail of the Horizonte user whose access is switched. */
  readonly email: string;
};

function WithUser({ email, ...args }: Args) {
  const edit = useEditCompanyUser('c-horizonte');
  const user = useCompanyUsers('c-horizonte').data?.find((one) => one.email === email);
  return user ? <CompanyUserActivationDialog {...args} user={user} edit={edit} /> : null;
}

const meta = {
  title: 'mf-backoffice/Companies/CompanyUserActivationDialog',
  component: CompanyUserActivationDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithUser {...(args as unknown as Args)} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CompanyUserActivationDialog>;

export default meta;
type Story = StoryObj<Args>;

/** An active user: the deactivation, asked first. */
export const Deactivate: Story = {
  args: { email: 'co@demo.com.br' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: /^(Desativar|¿Desactivar a) Otávio Lima\?$/ }),
    ).toBeVisible();
  },
};

/** A deactivated user (the seed's fourth collaborator): the reactivation. */
export const Reactivate: Story = {
  args: { email: 'colaborador4@horizonte.com.br' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: /^(Reativar|¿Reactivar a) .+\?$/ }),
    ).toBeVisible();
  },
};
