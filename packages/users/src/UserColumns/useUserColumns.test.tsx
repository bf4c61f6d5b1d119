import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import type { CompanyUser } from '@portal/api';
import { Table } from '@portal/ui';
import { useUserColumns } from './useUserColumns';

const USERS = [
  { _id: '1', name: 'Otávio Lima', email: 'co@demo.com.br', role: 'co', active: true },
  { _id: '2', name: 'Rita Souza', email: 'rs@demo.com.br', role: 'cfo', active: false },
] as unknown as CompanyUser[];

function Users() {
  return (
    <Table
      caption="Usuários"
      columns={useUserColumns()}
      rows={USERS}
      rowKey={(user) => user._id}
      empty="Nenhum usuário"
    />
  );
}

describe('useUserColumns', () => {
  it("shows each user's name, e-mail, role and state, the state in its tone", () => {
    render(
      <I18nProvider i18n={i18n}>
        <Users />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nome',
      'E-mail',
      'Função',
      'Situação',
    ]);
    const rita = screen.getByRole('rowheader', { name: 'Rita Souza' }).closest('[role="row"]');
    expect(within(rita as HTMLElement).getByText('Inativo')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
    const otavio = screen.getByRole('rowheader', { name: 'Otávio Lima' }).closest('[role="row"]');
    expect(within(otavio as HTMLElement).getByText('Ativo')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  });
});
