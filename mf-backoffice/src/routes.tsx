import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale, type RemoteRoute } from '@portal/contracts';
import packageJson from '../package.json';
import { backofficeQueries } from './shared/queries';
import { SECTIONS } from './shared/sections';
import { titles } from './titles';

const CompaniesPage = lazy(() => import('./features/companies/CompaniesPage'));
const CouponsPage = lazy(() => import('./features/coupons/CouponsPage'));
const SignupLinkPage = lazy(() => import('./features/signup-link/SignupLinkPage'));
const UnknownSection = lazy(() => import('./shared/UnknownSection'));

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import('./locales/es/messages')
      : await import('./locales/pt-BR/messages');
  return messages;
}

// Provider administrators only (spec §6): everyone else gets the shell's access-denied page,
// also on a deep link to a section.
const admin = {
  access: 'private',
  groups: ['sales'],
  flag: 'company-list-admin',
} as const satisfies Partial<RemoteRoute>;

/** The one exposed entry of mf-backoffice (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_backoffice',
  version: packageJson.version,
  loadMessages,
  // Every section reads the server through this remote's own cache.
  Providers: queryProvider(backofficeQueries),
  routes: [
    { path: SECTIONS.companies, ...admin, title: titles.companies, Page: CompaniesPage },
    { path: SECTIONS.coupons, ...admin, title: titles.coupons, Page: CouponsPage },
    { path: SECTIONS.signupLink, ...admin, title: titles.signupLink, Page: SignupLinkPage },
    // An address below the back-office that names no section leads back to the companies.
    { path: `${SECTIONS.companies}/*`, ...admin, title: titles.companies, Page: UnknownSection },
  ],
});
