import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { CompanyUser } from '@portal/api';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { UserActions } from './CompanyUserActions';

const paula: CompanyUser = {
  _id: 'u-paula',
  name: 'Paula Ribeiro',
  email: 'paula.ribeiro@horizonte.com.br',
  role: 'employee',
  active: true,
  deleted: false,
  isSuperUser: false,
  attributions: [],
};

const meta = {
  title: 'mf-backoffice/Companies/CompanyUserActions',
  component: UserActions,
  args: { user: paula, onAction: fn() },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof UserActions>;
export default meta;
type Story = StoryObj<typeof meta>;

const ACTIONS = /^(Ações de|Acciones de) Paula Ribeiro$/;

/** An active user's menu: Edit and Deactivate; choosing one names it. */
export const ActiveUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ACTIONS }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: /^(Desativar|Desactivar)$/ }),
    );
    await expect(args.onAction).toHaveBeenCalledWith('activation');
  },
};

/** A deactivated user's menu offers Reactivate instead. */
export const DeactivatedUser: Story = {
  args: { user: { ...paula, active: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: ACTIONS }));
    await expect(
      await screen.findByRole('menuitem', { name: /^(Reativar|Reactivar)$/ }),
    ).toBeVisible();
  },
};
