import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { PageLayout } from '../PageLayout/PageLayout';
import { SidebarNav } from '../SidebarNav/SidebarNav';
import { Table } from '../Table/Table';
import { SidebarLayout } from './SidebarLayout';

interface Company {
  readonly id: string;
  readonly name: string;
  readonly cnpj: string;
}

const COMPANIES: readonly Company[] = [
  { id: '1', name: 'Araucária Papel Ltda', cnpj: '12.345.678/0001-95' },
  { id: '2', name: 'Padaria Boa Vista Ltda', cnpj: '98.765.432/0001-10' },
];

/** The back-office's parts, in one language. */
function backOffice(labels: {
  area: string;
  sections: readonly [string, string, string];
  company: string;
  empty: string;
}) {
  return {
    sidebar: (
      <SidebarNav
        label={labels.area}
        current="companies"
        items={[
          { id: 'companies', label: labels.sections[0], href: '#empresas' },
          { id: 'coupons', label: labels.sections[1], href: '#cupons' },
          { id: 'links', label: labels.sections[2], href: '#gerador-de-link' },
        ]}
      />
    ),
    children: (
      <PageLayout title={labels.sections[0]}>
        <Table
          caption={labels.sections[0]}
          captionHidden
          rows={COMPANIES}
          rowKey={(company) => company.id}
          empty={labels.empty}
          columns={[
            { key: 'name', header: labels.company, rowHeader: true, cell: (row) => row.name },
            { key: 'cnpj', header: 'CNPJ', cell: (row) => row.cnpj },
          ]}
        />
      </PageLayout>
    ),
  };
}

const meta = {
  title: 'UI/SidebarLayout',
  component: SidebarLayout,
  args: backOffice({
    area: 'Back-office',
    sections: ['Empresas', 'Cupons de desconto', 'Gerador de link SaaS'],
    company: 'Empresa',
    empty: 'Nenhuma empresa cadastrada ainda.',
  }),
  parameters: {
    localeArgs: {
      es: backOffice({
        area: 'Back-office',
        sections: ['Empresas', 'Cupones de descuento', 'Generador de enlaces SaaS'],
        company: 'Empresa',
        empty: 'Ninguna empresa registrada todavía.',
      }),
    },
  },
  argTypes: { sidebar: { control: false }, children: { control: false } },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desk: the sidebar beside the section. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A phone: the sidebar (folded behind its Menu button) above the section. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
