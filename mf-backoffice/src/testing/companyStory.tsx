// Stories of a company's parts (the edit dialog's sections): the sandbox company, as the list
// hands it over, given to the part once loaded.
import type { ReactNode } from 'react';
import type { AdminCompany } from '@portal/api';
import { useAdminCompany } from '../features/companies/api/company';

export interface CompanyStoryArgs {
  /** The sandbox company shown (`c-delta` a client, `c-horizonte` a paid SaaS account, …). */
  readonly companyId: string;
}

export function WithAdminCompany({
  companyId,
  children,
}: CompanyStoryArgs & { readonly children: (company: AdminCompany) => ReactNode }) {
  const company = useAdminCompany(companyId).data;
  return company ? children(company) : null;
}
