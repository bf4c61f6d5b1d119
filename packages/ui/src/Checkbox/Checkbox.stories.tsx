import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withOwnValue } from '../storyState';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const Stateful = withOwnValue(Checkbox, 'checked');

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Aceito os termos de uso', checked: false, onChange: fn() },
  parameters: { localeArgs: { es: { label: 'Acepto los términos de uso' } } },
  render: (args) => <Stateful key={String(args.checked)} {...args} />,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { checked: true } };

export const WithDescription: Story = {
  args: { description: 'Você pode cancelar quando quiser.' },
  parameters: {
    localeArgs: {
      es: { label: 'Acepto los términos de uso', description: 'Puede cancelar cuando quiera.' },
    },
  },
};

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = { args: { checked: true, disabled: true } };

export const WithError: Story = {
  args: { required: true, error: 'Campo obrigatório!' },
  parameters: {
    localeArgs: { es: { label: 'Acepto los términos de uso', error: '¡Campo obligatorio!' } },
  },
};
