import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, within } from 'storybook/test';
import { vars } from '../theme.css';
import { Button } from '../Button/Button';
import { Badge } from '../Badge/Badge';
import { Inline } from './Inline';

const SPACES = ['xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'gutter'] as const;

const meta = {
  title: 'UI/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button onClick={fn()}>Adicionar usuário</Button>
        <Button tone="secondary" onClick={fn()}>
          Alterar superusuário
        </Button>
        <Button tone="ghost" onClick={fn()}>
          Exportar lista
        </Button>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <Button onClick={fn()}>Agregar usuario</Button>
            <Button tone="secondary" onClick={fn()}>
              Cambiar superusuario
            </Button>
            <Button tone="ghost" onClick={fn()}>
              Exportar lista
            </Button>
          </>
        ),
      },
    },
  },
  argTypes: {
    gap: { control: 'select', options: SPACES },
    justify: { control: 'inline-radio' },
    align: { control: 'inline-radio' },
    as: { control: 'inline-radio', options: ['div', 'span', 'ul', 'ol'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's toolbar: buttons side by side. */
export const Default: Story = {};

/** At the end of the row, as a form's buttons. */
export const End: Story = { args: { justify: 'end' } };

/** Spread to both edges, e.g. a name on the left and its status on the right. */
export const Between: Story = {
  args: {
    justify: 'between',
    children: (
      <>
        <strong>Mariana Souza</strong>
        <Badge tone="positive">Ativo</Badge>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <strong>Mariana Souza</strong>
            <Badge tone="positive">Activo</Badge>
          </>
        ),
      },
    },
  },
};

/** 320 px wide: the row wraps onto more lines instead of scrolling sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '320px', outline: `1px dashed ${vars.color.border}` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};

/** Inside a line of text (a field's description): a mark beside its words, in the line's flow. */
export const InRunningText: Story = {
  args: {
    as: 'span',
    children: (
      <>
        <Badge tone="positive">Ativo</Badge>
        <span>Bandeira: Visa</span>
      </>
    ),
  },
  parameters: {
    localeArgs: {
      es: {
        children: (
          <>
            <Badge tone="positive">Activo</Badge>
            <span>Marca: Visa</span>
          </>
        ),
      },
    },
  },
};
