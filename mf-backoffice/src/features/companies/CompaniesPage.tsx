import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminCompany } from '@portal/api';
import { Box, Button, EmptyState, Inline, LoadFailure, Stack } from '@portal/ui';
import { BackofficeLayout } from '../../shared/BackofficeLayout';
import { titles } from '../../titles';
import { useCompanies } from './api/companies';
import { CompaniesTable, type CompanyAction } from './components/CompaniesTable';
import { CompanyFilters } from './components/CompanyFilters';
import { CompanySearch } from './components/CompanySearch';
import { ReportButtons } from './components/ReportButtons';
import { useListQuery } from './useListQuery';

// The dialogs load when one is first opened: the list paints without their forms.
const CreateCompanyDialog = lazy(() =>
  import('./components/CreateCompanyDialog').then((module) => ({
    default: module.CreateCompanyDialog,
  })),
);
const EditCompanyDialog = lazy(() =>
  import('./components/EditCompanyDialog').then((module) => ({
    default: module.EditCompanyDialog,
  })),
);
const CompanyUsersDialog = lazy(() =>
  import('./components/CompanyUsersDialog').then((module) => ({
    default: module.CompanyUsersDialog,
  })),
);
const CompanyTasksDialog = lazy(() =>
  import('./components/CompanyTasksDialog').then((module) => ({
    default: module.CompanyTasksDialog,
  })),
);

/**
 * /gestao-de-empresas (spec §2.8): the companies, searched, filtered and paged through the
 * address; each row's Edit, See users and See tasks; a new company; the two reports.
 */
export default function CompaniesPage() {
  const { t, i18n } = useLingui();
  const [query, change] = useListQuery();
  const companies = useCompanies(query);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<{ action: CompanyAction; company: AdminCompany } | null>(
    null,
  );
  const closeOpened = (open: boolean) => {
    if (!open) setOpened(null);
  };
  // Kept from render to render, so opening a dialog does not re-render the table (memoised).
  const openAction = useCallback(
    (action: CompanyAction, company: AdminCompany) => setOpened({ action, company }),
    [],
  );
  const changePage = useCallback((page: number) => change({ page }), [change]);

  const total = companies.data?.totalOnQuery ?? 0;
  const filtered =
    query.name !== '' || query.cnpj !== '' || query.status !== '' || query.plan !== '';
  const empty = useMemo(
    () => (
      <EmptyState
        level={3}
        title={t`Sua pesquisa não retornou resultados`}
        description={
          filtered ? t`Revise a busca ou limpe os filtros.` : t`Nenhuma empresa cadastrada ainda.`
        }
      />
    ),
    [filtered, t],
  );

  let list;
  if (companies.isError && !companies.data) {
    list = <LoadFailure title={t`Não foi possível carregar as empresas`} query={companies} />;
  } else {
    list = (
      <Stack>
        <p aria-live="polite">
          {companies.data
            ? filtered
              ? t`${plural(total, { one: '# empresa encontrada', other: '# empresas encontradas' })}`
              : t`${plural(total, { one: '# empresa', other: '# empresas' })}`
            : null}
        </p>
        {/* The list shown while the next page loads: still readable, visibly not the answer yet. */}
        <Box dimmed={companies.isPlaceholderData} busy={companies.isFetching}>
          <CompaniesTable
            companies={companies.data?.companies ?? []}
            loading={companies.isPending}
            empty={empty}
            onAction={openAction}
            page={query.page}
            total={total}
            onPageChange={changePage}
          />
        </Box>
      </Stack>
    );
  }

  return (
    <BackofficeLayout
      section="companies"
      title={i18n._(titles.companies)}
      actions={
        <>
          <Button onClick={() => setCreating(true)}>{t`+ Empresa`}</Button>
          <ReportButtons query={query} />
        </>
      }
    >
      <Stack>
        <Inline gap="medium" align="end">
          <CompanySearch name={query.name} cnpj={query.cnpj} onSearch={change} />
          <CompanyFilters status={query.status} plan={query.plan} onChange={change} />
        </Inline>
        {list}
      </Stack>
      {/* No fallback: the dialog appears as soon as its code is there (a moment, once). */}
      <Suspense fallback={null}>
        {creating ? <CreateCompanyDialog open onOpenChange={setCreating} /> : null}
        {opened?.action === 'edit' ? (
          <EditCompanyDialog company={opened.company} open onOpenChange={closeOpened} />
        ) : null}
        {opened?.action === 'users' ? (
          <CompanyUsersDialog company={opened.company} open onOpenChange={closeOpened} />
        ) : null}
        {opened?.action === 'tasks' ? (
          <CompanyTasksDialog company={opened.company} open onOpenChange={closeOpened} />
        ) : null}
      </Suspense>
    </BackofficeLayout>
  );
}
