import { lazy } from 'react';
import type { Messages } from '@lingui/core';
import { queryProvider } from '@portal/api/queries';
import { defineRemote, type Locale } from '@portal/contracts';
import packageJson from '../package.json';
import { accountQueries } from './shared/queries';
import { titles } from './titles';

const HomePage = lazy(() => import('./features/home/HomePage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const UserManagementPage = lazy(() => import('./features/users/UserManagementPage'));

async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } =
    locale === 'es'
      ? await import('./locales/es/messages')
      : await import('./locales/pt-BR/messages');
  return messages;
}

/** The one exposed entry of mf-account (`./routes`), checked against the shared contract. */
export default defineRemote({
  name: 'mf_account',
  version: packageJson.version,
  loadMessages,
  // Every page reads the server through this remote's own cache.
  Providers: queryProvider(accountQueries),
  routes: [
    {
      path: '',
      access: 'private',
      title: titles.home,
      Page: HomePage,
    },
    {
      path: 'meu/perfil',
      access: 'private',
      title: titles.profile,
      Page: ProfilePage,
    },
    {
      path: 'gestao-de-usuarios',
      access: 'private',
      groups: ['superUser', 'manager'],
      flag: 'user-management',
      title: titles.users,
      Page: UserManagementPage,
    },
  ],
});
