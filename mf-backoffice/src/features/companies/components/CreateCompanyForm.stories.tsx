import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { backofficePartStory } from '../../../testing/backofficeStory';
import { useActivateClient } from '../api/activateClient';
import { CreateCompanyForm } from './CreateCompanyForm';

interface Args {
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

function WithActivation(args: Args) {
  const activate = useActivateClient();
  return <CreateCompanyForm activate={activate} {...args} />;
}

const meta = {
  title: 'mf-backoffice/Companies/CreateCompanyForm',
  args: { onDone: fn(), onCancel: fn() },
  render: (args) => <WithActivation {...args} />,
  ...backofficePartStory('gestao-de-empresas'),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Criar empresa waits until every field holds. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^(Criar empresa|Crear empresa)$/ }),
    ).toBeDisabled();
  },
};

/** With the CEO as the CO, the CEO's fields go away. */
export const CeoIsCo: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(
      form.getByRole('switch', {
        name: /^(O CEO é o mesmo que o CO|El CEO es el mismo que el CO)$/,
      }),
    );
    await expect(form.queryByRole('textbox', { name: /^(Nome do CEO|Nombre del CEO)/ })).toBeNull();
  },
};
