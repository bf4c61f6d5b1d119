import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withOwnValue } from '../storyState';
import { LanguageSwitch } from './LanguageSwitch';

const Stateful = withOwnValue(LanguageSwitch, 'value');

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch,
  // As the login page passes them: LOCALE_OPTIONS, useLocale() and chooseLocale from @portal/i18n.
  args: {
    value: 'pt-BR',
    options: [
      { value: 'pt-BR', label: 'Português' },
      { value: 'es', label: 'Español' },
    ],
    onChange: fn(),
  },
  argTypes: { value: { control: 'inline-radio', options: ['pt-BR', 'es'] } },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portuguese chosen (the portal's default). */
export const Portuguese: Story = {};

export const SpanishSelected: Story = { args: { value: 'es' } };

/** One tab stop; the arrow keys move and choose. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    await expect(radios[1]).toHaveFocus();
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('es');
  },
};
