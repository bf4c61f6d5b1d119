import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AdminCompany } from '@portal/api';
import { TIERS, type Tier } from '@portal/domain';
import { formatDate, useLocale } from '@portal/i18n';
import { maskCnpj } from '@portal/rules';
import { ActionMenu, Badge, PagedTable, Text, type TableColumn } from '@portal/ui';
import { COMPANIES_PAGE_SIZE } from '../listQuery';

/** What a row's menu opens. */
export type CompanyAction = 'edit' | 'users' | 'tasks';

export interface CompaniesTableProps {
  readonly companies: readonly AdminCompany[];
  /** The first page is loading: placeholder rows. */
  readonly loading?: boolean;
  /** What shows with no company (the search found none). */
  readonly empty: React.ReactNode;
  readonly onAction: (action: CompanyAction, company: AdminCompany) => void;
  /** The page shown (the address keeps it), from 1. */
  readonly page: number;
  /** How many companies the search found, on every page. */
  readonly total: number;
  readonly onPageChange: (page: number) => void;
}

const tierName = (plan: string | null) => (plan && plan in TIERS ? TIERS[plan as Tier].name : null);

/**
 * The companies of a page, paged by the server: name (with the SaaS marker of spec §4), CNPJ, plan,
 * status (Ativa or Desativada, as the server says: a SaaS account's follows its subscription), expiry,
 * and each row's actions (Edit, See users, See tasks) behind one menu button. Memoised: a dialog
 * opened from a row's menu re-renders the page, not the table and its menus.
 */
export const CompaniesTable = memo(function CompaniesTable({
  companies,
  loading,
  empty,
  onAction,
  page,
  total,
  onPageChange,
}: CompaniesTableProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const columns: TableColumn<AdminCompany>[] = [
    {
      key: 'name',
      header: t`Empresa`,
      rowHeader: true,
      cell: (company) => (
        <>
          {company.name}
          {/* The SaaS marker of spec §4. */}
          {company.isSaas ? <Badge title={t`Conta SaaS`}>{t`SaaS`}</Badge> : null}
        </>
      ),
    },
    {
      key: 'cnpj',
      header: t`CNPJ`,
      cell: (company) => (
        <Text as="span" wrap="nowrap">
          {maskCnpj(company.cnpj)}
        </Text>
      ),
    },
    {
      key: 'plan',
      header: t`Plano`,
      cell: (company) => {
        const tier = tierName(company.plan);
        if (company.saas?.choosedPlan !== 'trial') return tier ?? '—';
        return tier ? t`${tier} (teste)` : t`Teste`;
      },
    },
    {
      key: 'status',
      header: t`Status`,
      // The server's word (spec §4): a SaaS account is disabled once its subscription is cancelled.
      cell: (company) =>
        company.active ? (
          <Badge tone="positive">{t`Ativa`}</Badge>
        ) : (
          <Badge tone="neutral">{t`Desativada`}</Badge>
        ),
    },
    {
      key: 'expiry',
      header: t`Vencimento`,
      cell: (company) => {
        const expiry = company.expiresAt ?? company.saas?.subscriptionExpiration ?? null;
        return expiry ? formatDate(expiry, locale) : '—';
      },
    },
    {
      key: 'actions',
      header: t`Ações`,
      align: 'end',
      cell: (company) => <RowActions company={company} onAction={onAction} />,
    },
  ];
  return (
    <PagedTable
      caption={t`Empresas`}
      captionHidden
      columns={columns}
      rows={companies}
      rowKey={(company) => company.id}
      empty={empty}
      loading={loading}
      loadingRows={5}
      pageSize={COMPANIES_PAGE_SIZE}
      total={total}
      page={page}
      onPageChange={onPageChange}
      pagesLabel={t`Páginas de empresas`}
    />
  );
});

/** A row's Edit, See users and See tasks, behind one menu button named for the company. */
function RowActions({
  company,
  onAction,
}: {
  readonly company: AdminCompany;
  readonly onAction: CompaniesTableProps['onAction'];
}) {
  const { t } = useLingui();
  const { name } = company;
  return (
    <ActionMenu
      label={t`Ações de ${name}`}
      items={[
        { id: 'edit', label: t`Editar`, onSelect: () => onAction('edit', company) },
        { id: 'users', label: t`Ver usuários`, onSelect: () => onAction('users', company) },
        { id: 'tasks', label: t`Ver tarefas`, onSelect: () => onAction('tasks', company) },
      ]}
    >
      {t`Ações`}
    </ActionMenu>
  );
}
