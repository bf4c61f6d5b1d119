import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Continuar', onClick: fn() },
  parameters: { localeArgs: { es: { children: 'Continuar' } } },
  argTypes: { tone: { control: 'inline-radio' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = {
  args: { tone: 'secondary', children: 'Voltar' },
  parameters: { localeArgs: { es: { children: 'Volver' } } },
};

export const Ghost: Story = {
  args: { tone: 'ghost', children: 'Cancelar' },
  parameters: { localeArgs: { es: { children: 'Cancelar' } } },
};

/** The error / destructive action. */
export const Critical: Story = {
  args: { tone: 'critical', children: 'Excluir conta' },
  parameters: { localeArgs: { es: { children: 'Eliminar cuenta' } } },
};

export const Hover: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Loading: work under way, extra clicks are ignored and the focus stays. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Pagando…', children: 'Pagar' },
  parameters: { localeArgs: { es: { busyLabel: 'Pagando…', children: 'Pagar' } } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: args.busyLabel });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
  },
};
