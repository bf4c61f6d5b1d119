import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../theme.css';
import { paginate } from './pageItems';
import { Pagination } from './Pagination';
import { Table, type TableColumn, type TableProps } from './Table';

interface User {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: 'CEO' | 'CO' | 'CEO-CO' | 'CFO';
  readonly active: boolean;
}

const NAMES = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Mendes',
  'Diego Castro',
  'Elisa Rocha',
  'Fábio Nunes',
  'Gabriela Teixeira',
  'Heitor Alves',
  'Isabela Prado',
  'João Ribeiro',
  'Karina Duarte',
  'Lucas Moreira',
  'Marina Campos',
  'Nícolas Freitas',
  'Olívia Barros',
  'Paulo Martins',
  'Quésia Ramos',
  'Rafael Dias',
  'Sofia Cardoso',
  'Tiago Pereira',
  'Úrsula Gomes',
  'Vitor Santana',
  'Yasmin Lopes',
];
const ROLES: readonly User['role'][] = ['CEO', 'CO', 'CEO-CO', 'CFO'];

/** 23 users: three pages of 10, five of 5. */
const USERS: readonly User[] = NAMES.map((name, index) => ({
  id: `u${index + 1}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@empresa-demo.com.br`,
  role: ROLES[index % ROLES.length]!,
  active: index % 5 !== 4,
}));

interface ColumnTexts {
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly status: string;
  readonly active: string;
  readonly inactive: string;
  readonly actions: string;
  readonly edit: string;
}

function userColumns(texts: ColumnTexts): readonly TableColumn<User>[] {
  return [
    { key: 'name', header: texts.name, cell: (user) => user.name, rowHeader: true },
    { key: 'email', header: texts.email, cell: (user) => user.email },
    { key: 'role', header: texts.role, cell: (user) => user.role },
    {
      key: 'status',
      header: texts.status,
      cell: (user) => (user.active ? texts.active : texts.inactive),
    },
    {
      key: 'actions',
      header: texts.actions,
      align: 'end',
      cell: (user) => (
        <a href={`#editar-${user.id}`} aria-label={`${texts.edit} ${user.name}`}>
          {texts.edit}
        </a>
      ),
    },
  ];
}

const PT = userColumns({
  name: 'Nome',
  email: 'E-mail',
  role: 'Permissão',
  status: 'Situação',
  active: 'Ativo',
  inactive: 'Desativado',
  actions: 'Ações',
  edit: 'Editar',
});
const ES = userColumns({
  name: 'Nombre',
  email: 'Correo electrónico',
  role: 'Permiso',
  status: 'Estado',
  active: 'Activo',
  inactive: 'Desactivado',
  actions: 'Acciones',
  edit: 'Editar',
});

const UsersTable = Table<User>;

/** The table over a list paginated in the browser, as the user management page does. */
function Paged({ pageSize, ...table }: TableProps<User> & { readonly pageSize: number }) {
  const [page, setPage] = useState(1);
  const slice = paginate(table.rows, page, pageSize);
  return (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <UsersTable {...table} rows={slice.rows} />
      <Pagination page={slice.page} pageCount={slice.pageCount} onPageChange={setPage} />
    </div>
  );
}

/**
 * A phone's width also on the docs page (where the viewport toolbar does not apply): the table's
 * box is what decides between a table and cards.
 */
const phoneWidth: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'UI/Table',
  component: UsersTable,
  args: {
    caption: 'Usuários da empresa',
    columns: PT,
    rows: USERS.slice(0, 5),
    rowKey: (user) => user.id,
    empty: 'Nenhum usuário cadastrado ainda.',
  },
  parameters: {
    localeArgs: {
      es: {
        caption: 'Usuarios de la empresa',
        columns: ES,
        empty: 'Aún no hay usuarios registrados.',
      },
    },
  },
  argTypes: {
    columns: { control: false },
    rowKey: { control: false },
    empty: { control: 'text' },
  },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The caption kept for screen readers, when the page's heading already names the list. */
export const CaptionHidden: Story = { args: { captionHidden: true } };

/** No rows: the empty slot spans the table, under its headers. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent(String(args.empty));
  },
};

/** Fetching: placeholder rows, the table marked busy, "Carregando…" announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The user management list: 23 users, 10 per page, paginated in the browser. */
export const PaginatedByTen: Story = {
  args: { rows: USERS },
  render: (args) => <Paged {...args} pageSize={10} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The last button of the pagination is "next", in either language.
    const next = () => within(canvas.getByRole('navigation')).getAllByRole('button').at(-1)!;
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(10);
    await userEvent.click(next());
    await expect(canvas.getByRole('rowheader', { name: 'Karina Duarte' })).toBeInTheDocument();
    await userEvent.click(next());
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(3);
    await expect(next()).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A list inside a dialog (a company's users in the back-office): 5 per page. */
export const PaginatedByFive: Story = {
  args: { rows: USERS, caption: 'Usuários da Empresa Demo' },
  parameters: {
    localeArgs: {
      es: {
        caption: 'Usuarios de Empresa Demo',
        columns: ES,
        empty: 'Aún no hay usuarios registrados.',
      },
    },
  },
  render: (args) => <Paged {...args} pageSize={5} />,
};

/**
 * A phone (320 px): each row is a card, the user's name first, then each cell under or beside
 * its column's label; the header row stays for screen readers only. The DOM is still the table.
 */
export const Phone: Story = {
  args: { rows: USERS.slice(0, 3) },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [phoneWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('data-layout', 'cards');
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    const [firstRow] = canvas.getAllByRole('row').slice(1);
    const labels = within(firstRow!)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    await expect(labels.length).toBe(4);
    await expect(labels.every(Boolean)).toBe(true);
  },
};

/** The user management list on a 390 px phone: cards, and the compact pagination. */
export const PhonePaginated: Story = {
  args: { rows: USERS },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [phoneWidth],
  render: (args) => <Paged {...args} pageSize={10} />,
};

/**
 * `layout="scroll"`: always a table, for lists a card makes no sense of. On a phone it scrolls
 * sideways inside its own region (reachable with Tab), never the page.
 */
export const PhoneScrolling: Story = {
  args: { layout: 'scroll' },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  decorators: [phoneWidth],
};
