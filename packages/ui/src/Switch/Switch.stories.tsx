import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const Stateful = withOwnValue(Switch, 'checked');

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Renovação automática', checked: false, onChange: fn() },
  parameters: { localeArgs: { es: { label: 'Renovación automática' } } },
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { description: 'Cobramos no cartão cadastrado no fim de cada ciclo.' },
  parameters: {
    localeArgs: {
      es: {
        label: 'Renovación automática',
        description: 'Cobramos en la tarjeta registrada al final de cada ciclo.',
      },
    },
  },
};

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = { args: { checked: true, disabled: true } };

export const WithError: Story = {
  args: { error: 'Não foi possível salvar. Tente novamente.' },
  parameters: {
    localeArgs: {
      es: {
        label: 'Renovación automática',
        error: 'No fue posible guardar. Inténtelo de nuevo.',
      },
    },
  },
};
