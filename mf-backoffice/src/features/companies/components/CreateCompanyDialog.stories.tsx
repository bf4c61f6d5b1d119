import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { CreateCompanyDialog } from './CreateCompanyDialog';

const meta = {
  title: 'mf-backoffice/Companies/CreateCompanyDialog',
  component: CreateCompanyDialog,
  args: { open: true, onOpenChange: fn() },
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<typeof CreateCompanyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "+ Empresa" opened: the new company's form, with what the officers will receive. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: /^(Nova empresa|Nueva empresa)$/ });
    await expect(
      within(dialog).getByRole('button', { name: /^(Criar empresa|Crear empresa)$/ }),
    ).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cancelar$/ }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
