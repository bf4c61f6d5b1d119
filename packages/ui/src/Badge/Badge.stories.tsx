import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { vars } from '../theme.css';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'SaaS', title: 'Conta SaaS' },
  parameters: { localeArgs: { es: { children: 'SaaS', title: 'Cuenta SaaS' } } },
  decorators: [
    (Story) => (
      <p>
        Araucária Papel Ltda
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a company's name, on the same line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('SaaS')).toBeVisible();
  },
};

/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** States in their tones, as a table's status column shows them. */
export const Tones: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.small }}>
      <Badge tone="positive">Em dia</Badge>
      <Badge tone="caution">Aguardando você</Badge>
      <Badge tone="critical">Atrasado</Badge>
      <Badge tone="neutral">Parado</Badge>
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Atrasado')).toHaveAttribute(
      'data-tone',
      'critical',
    );
  },
};
