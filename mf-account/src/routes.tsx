import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { prefetchCompany, queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale, type PageFrameProps } from '@portal/contracts';
import { PageFrame } from '@portal/ui';
import packageJson from '../package.json';
import { accountQueries } from './shared/queries';
import { prefetchCompanyUsers } from './features/users/api/companyUsers';
import { titles } from './titles';

// Each page's chunk is named after its route, so the shell's server can name it in the page it
// sends (adr-006); its loader is also its route's preload.
const loadHomePage = () => import(/* webpackChunkName: "page-index" */ './features/home/HomePage');
const loadProfilePage = () =>
  import(/* webpackChunkName: "page-meu-perfil" */ './features/profile/ProfilePage');
const loadUsersPage = () =>
  import(/* webpackChunkName: "page-gestao-de-usuarios" */ './features/users/UserManagementPage');
const HomePage = lazy(loadHomePage);
const ProfilePage = lazy(loadProfilePage);
const UserManagementPage = lazy(loadUsersPage);

/** A page on its way: its layout (the profile keeps to a readable width) and its title. */
function Frame({ path, title }: PageFrameProps) {
  return <PageFrame title={title} width={path === 'meu/perfil' ? 'readable' : 'full'} />;
}

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import(/* webpackChunkName: "catalog-es" */ './locales/es/messages')
      : await import(/* webpackChunkName: "catalog-pt-BR" */ './locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-account (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_account',
  version: packageJson.version,
  loadMessages,
  // Every page reads the server through this remote's own cache.
  Providers: queryProvider(accountQueries),
  Frame,
  routes: [
    {
      path: '',
      access: 'private',
      title: titles.home,
      Page: HomePage,
      preload: loadHomePage,
    },
    {
      path: 'meu/perfil',
      access: 'private',
      title: titles.profile,
      Page: ProfilePage,
      preload: () => Promise.all([loadProfilePage(), prefetchCompany(accountQueries)]),
    },
    {
      path: 'gestao-de-usuarios',
      access: 'private',
      groups: ['superUser', 'manager'],
      flag: 'user-management',
      title: titles.users,
      Page: UserManagementPage,
      preload: () => Promise.all([loadUsersPage(), prefetchCompanyUsers(accountQueries)]),
    },
  ],
});
