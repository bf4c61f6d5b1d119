import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Disponível no plano Empresarial',
    children: <button type="button">Relatórios</button>,
  },
  parameters: {
    localeArgs: {
      es: {
        content: 'Disponible en el plan Empresarial',
        children: <button type="button">Informes</button>,
      },
    },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened by keyboard focus, as by hover. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent(args.content);
  },
};
