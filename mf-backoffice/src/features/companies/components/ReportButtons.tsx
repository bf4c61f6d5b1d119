import { useLingui } from '@lingui/react/macro';
import { notifyFailure } from '@portal/api';
import { notify } from '@portal/notify';
import { Button } from '@portal/ui';
import { useCompaniesReport, useUsersReport } from '../api/reports';
import type { CompanyListQuery } from '../listQuery';

export interface ReportButtonsProps {
  /** The list shown: the companies report has its filters. */
  readonly query: CompanyListQuery;
}

/**
 * The two reports of spec §2.8: the companies of the current filters, sent by e-mail; every
 * user, downloaded as a spreadsheet. Each button is locked while its report runs.
 */
export function ReportButtons({ query }: ReportButtonsProps) {
  const { t, i18n } = useLingui();
  const companies = useCompaniesReport();
  const users = useUsersReport();

  const requestCompanies = () =>
    companies.mutate(query, {
      onSuccess: ({ sentTo, rows }) =>
        notify({
          title: t`Relatório de empresas solicitado`,
          description: t`Ele chegará por e-mail em ${sentTo}, com ${rows} empresas.`,
          tone: 'positive',
        }),
      onError: (error) =>
        notifyFailure(i18n, t`Não foi possível solicitar o relatório de empresas`, error),
    });

  const downloadUsers = () =>
    users.mutate(undefined, {
      onSuccess: (count) =>
        notify({
          title: t`Relatório de usuários baixado`,
          description: t`A planilha tem ${count} usuários.`,
          tone: 'positive',
        }),
      onError: (error) =>
        notifyFailure(i18n, t`Não foi possível gerar o relatório de usuários`, error),
    });

  return (
    <>
      <Button
        tone="secondary"
        busy={companies.isPending}
        busyLabel={t`Solicitando relatório de empresas…`}
        onClick={requestCompanies}
      >
        {t`Relatório de empresas`}
      </Button>
      <Button
        tone="secondary"
        busy={users.isPending}
        busyLabel={t`Gerando relatório de usuários…`}
        onClick={downloadUsers}
      >
        {t`Relatório de usuários (.xlsx)`}
      </Button>
    </>
  );
}
