import type { AdminCompany } from '@portal/api';

/** What each of a company row's dialogs (Edit, Users, Tasks) takes: the company, opened. */
export interface CompanyDialogProps {
  readonly company: AdminCompany;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}
