import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { DescriptionList } from '../DescriptionList/DescriptionList';
import { Panel } from './Panel';

const FACTS = (
  <DescriptionList
    items={[
      { term: 'Razão social', details: 'Horizonte Consultoria Ltda.' },
      { term: 'CNPJ', details: '12.345.678/0001-90' },
    ]}
  />
);
const FACTS_ES = (
  <DescriptionList
    items={[
      { term: 'Razón social', details: 'Horizonte Consultoria Ltda.' },
      { term: 'CNPJ', details: '12.345.678/0001-90' },
    ]}
  />
);

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: { title: 'Dados da empresa', children: FACTS },
  parameters: {
    localeArgs: {
      es: {
        title: 'Datos de la empresa',
        description: 'Para cambiarlos, contacte con el soporte.',
        children: FACTS_ES,
      },
    },
  },
  argTypes: { children: { control: false }, level: { control: 'inline-radio', options: [2, 3] } },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section of a page, named by its title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: args.title });
    await expect(
      within(region).getByRole('heading', { level: 2, name: args.title }),
    ).toBeInTheDocument();
  },
};

/** With a line under the title, read as the section's description. */
export const WithDescription: Story = {
  args: { description: 'Para alterá-los, entre em contato com o suporte.' },
};

/** Inside another section: the title is an h3. */
export const Level3: Story = {
  args: { level: 3 },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: args.title }),
    ).toBeInTheDocument();
  },
};
