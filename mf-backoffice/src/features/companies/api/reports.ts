import { useMutation } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { api } from '@portal/api';
import { ROLE_LABELS } from '@portal/rules';
import { reportFilters, type CompanyListQuery } from '../listQuery';

/** POST /control/companies-report (spec §7): the report of the list's filters, sent by e-mail. */
export function useCompaniesReport() {
  return useMutation({
    mutationFn: async (query: CompanyListQuery) =>
      (await api.companiesReport(reportFilters(query))).payload,
  });
}

/** The users report's file name: the day it was pulled, so several do not overwrite each other. */
export const usersReportFileName = (today: Date) =>
  `usuarios-${today.toISOString().slice(0, 10)}.xlsx`;

/**
 * GET /control/users-report (spec §7), downloaded as a spreadsheet with the columns mother
 * company, company, name, e-mail and role. The spreadsheet code loads with the first report.
 */
export function useUsersReport() {
  const { t, i18n } = useLingui();
  return useMutation({
    mutationFn: async () => {
      const [{ payload }, sheet] = await Promise.all([
        api.usersReport(),
        import(/* webpackChunkName: "users-sheet" */ '../usersSheet'),
      ]);
      const file = await sheet.usersSheet(
        payload.map((row) => ({ ...row, role: i18n._(ROLE_LABELS[row.role]) })),
        {
          motherCompany: t`Empresa mãe`,
          company: t`Empresa`,
          name: t`Nome`,
          email: t`E-mail`,
          role: t`Função`,
        },
      );
      sheet.saveFile(file, usersReportFileName(new Date()));
      return payload.length;
    },
  });
}
