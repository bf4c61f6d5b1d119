// Stories of a company's parts (the edit dialog's sections): the sandbox company, as the list
// hands it over, given to the part once loaded, on the companies page.
import type { ComponentType, ReactNode } from 'react';
import type { AdminCompany } from '@portal/api';
import { useAdminCompany } from '../features/companies/api/company';
import { backofficePartStory } from './backofficeStory';

export interface CompanyStoryArgs {
  /** The sandbox company shown (`c-delta` a client, `c-horizonte` a paid SaaS account, …). */
  readonly companyId: string;
}

function WithAdminCompany({
  companyId,
  children,
}: CompanyStoryArgs & { readonly children: (company: AdminCompany) => ReactNode }) {
  const company = useAdminCompany(companyId).data;
  return company ? children(company) : null;
}

/** A story meta's args, render and parameters for `Part`, showing the company `companyId`. */
export function companyPartStory(
  Part: ComponentType<{ readonly company: AdminCompany }>,
  companyId: string,
) {
  return {
    args: { companyId },
    render: (args: CompanyStoryArgs) => (
      <WithAdminCompany companyId={args.companyId}>
        {(company) => <Part company={company} />}
      </WithAdminCompany>
    ),
    ...backofficePartStory('gestao-de-empresas'),
  };
}
