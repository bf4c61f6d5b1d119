import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { defineRemote, type Locale } from '@portal/contracts';
import packageJson from '../package.json';
import { titles } from './titles';

const CompanyManagementPage = lazy(() => import('./features/companies/CompanyManagementPage'));

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import('./locales/es/messages')
      : await import('./locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-backoffice (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_backoffice',
  version: packageJson.version,
  loadMessages,
  routes: [
    {
      path: 'gestao-de-empresas',
      access: 'private',
      groups: ['sales'],
      flag: 'company-list-admin',
      title: titles.companies,
      Page: CompanyManagementPage,
    },
    {
      path: 'gestao-de-empresas/*',
      access: 'private',
      groups: ['sales'],
      flag: 'company-list-admin',
      title: titles.companies,
      Page: CompanyManagementPage,
    },
  ],
});
