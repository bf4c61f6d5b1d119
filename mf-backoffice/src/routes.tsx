import { lazy } from 'react';
import { pages, type PageFrameProps, type RemoteRoute } from '@portal/contracts';
import { PageContentPlaceholder } from '@portal/ui';
import { BackofficeLayout } from './shared/BackofficeLayout';
import { prefetchCompanies } from './features/companies/api/companies';
import { prefetchCoupons } from './features/coupons/api/coupons';
import { SECTIONS, type Section } from './shared/sections';
import { titles } from './titles';
import { remote } from './remote';

// Each section's chunk is named after its route, so the shell's server can name it in the page
// it sends (adr-006); its route's preload loads it and starts the section's first read.
const loadCompaniesPage = () =>
  import(/* webpackChunkName: "page-gestao-de-empresas" */ './features/companies/CompaniesPage');
const loadCouponsPage = () =>
  import(/* webpackChunkName: "page-gestao-de-empresas-cupons" */ './features/coupons/CouponsPage');
const loadSignupLinkPage = () =>
  import(
    /* webpackChunkName: "page-gestao-de-empresas-gerador-de-link" */ './features/signup-link/SignupLinkPage'
  );
const CompaniesPage = lazy(loadCompaniesPage);
const CouponsPage = lazy(loadCouponsPage);
const SignupLinkPage = lazy(loadSignupLinkPage);
const UnknownSection = lazy(() => import('./shared/UnknownSection'));

/** A section on its way: the sidebar, the section's title and placeholders. */
function Frame({ path, title }: PageFrameProps) {
  const section =
    (Object.keys(SECTIONS) as Section[]).find((id) => SECTIONS[id] === path) ?? 'companies';
  return (
    <BackofficeLayout section={section} title={title}>
      <PageContentPlaceholder />
    </BackofficeLayout>
  );
}

// Provider administrators only (spec §6): everyone else gets the shell's access-denied page,
// also on a deep link to a section.
const admin = {
  access: 'private',
  groups: ['sales'],
  flag: 'company-list-admin',
} as const satisfies Partial<RemoteRoute>;

/** The one exposed entry of mf-backoffice (`./routes`), checked against the shared contract. */
export default remote.define({
  Frame,
  routes: [
    {
      path: SECTIONS.companies,
      ...admin,
      title: titles.companies,
      Page: CompaniesPage,
      load: loadCompaniesPage,
      preload: () =>
        Promise.all([loadCompaniesPage(), prefetchCompanies(remote.queries, SECTIONS.companies)]),
    },
    {
      path: SECTIONS.coupons,
      ...admin,
      title: titles.coupons,
      Page: CouponsPage,
      load: loadCouponsPage,
      preload: () => Promise.all([loadCouponsPage(), prefetchCoupons(remote.queries)]),
    },
    {
      path: SECTIONS.signupLink,
      ...admin,
      title: titles.signupLink,
      Page: SignupLinkPage,
      load: loadSignupLinkPage,
      preload: loadSignupLinkPage,
    },
    // An address below the back-office that names no section leads back to the companies.
    { path: pages.backofficeUnknown, ...admin, title: titles.companies, Page: UnknownSection },
  ],
});
