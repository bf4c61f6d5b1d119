import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { vars } from '../theme.css';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Razão social', details: 'Horizonte Consultoria Ltda.' },
      { term: 'CNPJ', details: '12.345.678/0001-90' },
      { term: 'Permissão de acesso', details: 'Compliance Officer · Superusuário' },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        items: [
          { term: 'Razón social', details: 'Horizonte Consultoria Ltda.' },
          { term: 'CNPJ', details: '12.345.678/0001-90' },
          { term: 'Permiso de acceso', details: 'Compliance Officer · Superusuario' },
        ],
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As many columns as fit; each term above its value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(args.items.length);
    await expect(canvas.getAllByRole('definition')).toHaveLength(args.items.length);
  },
};

/** 320 px wide: one column, and a long e-mail wraps instead of widening the page. */
export const NarrowWithLongValues: Story = {
  args: {
    items: [
      { term: 'Nome', details: 'Maria Aparecida dos Santos Figueiredo' },
      {
        term: 'E-mail',
        details: 'maria.aparecida.figueiredo@horizonteconsultoriaempresarial.com.br',
      },
    ],
  },
  parameters: {
    localeArgs: {
      es: {
        items: [
          { term: 'Nombre', details: 'Maria Aparecida dos Santos Figueiredo' },
          {
            term: 'E-mail',
            details: 'maria.aparecida.figueiredo@horizonteconsultoriaempresarial.com.br',
          },
        ],
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '320px', outline: `1px dashed ${vars.color.border}` }}>
        <Story />
      </div>
    ),
  ],
};
