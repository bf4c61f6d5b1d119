import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Inline } from '../Inline/Inline';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  args: {
    paddingX: 'medium',
    paddingY: 'small',
    border: true,
    radius: 'medium',
    background: 'surfaceRaised',
    children: <DescriptionList items={[{ term: 'Plano escolhido', details: 'Advanced' }]} />,
  },
  parameters: {
    localeArgs: {
      es: {
        children: <DescriptionList items={[{ term: 'Plan elegido', details: 'Advanced' }]} />,
      },
    },
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quiet frame round a summary (what a sign-up link chose). */
export const Framed: Story = {};

/** A phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** Search fields that grow into a toolbar's room and wrap under each other on a phone. */
export const Growing: Story = {
  args: {
    paddingX: undefined,
    paddingY: undefined,
    border: false,
    radius: undefined,
    background: undefined,
    grow: true,
    children: <TextField label="Nome da empresa" value="" onChange={() => undefined} />,
  },
  parameters: {
    localeArgs: {
      es: {
        children: <TextField label="Nombre de la empresa" value="" onChange={() => undefined} />,
      },
    },
  },
  decorators: [
    (Story) => (
      <Inline gap="medium" align="end">
        <Story />
        <Button tone="secondary">Buscar</Button>
      </Inline>
    ),
  ],
};

/** The previous answer, faded while the next one loads. */
export const Dimmed: Story = {
  args: { dimmed: true, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).getByText(/Advanced/)).toBeVisible();
  },
};
