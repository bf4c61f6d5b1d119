import { lazy } from 'react';
import { pages, type PageFrameProps } from '@portal/contracts';
import { PageFrame } from '@portal/ui';
import { prefetchCompany } from './features/profile/api/company';
import { prefetchCompanyUsers } from './features/users/api/companyUsers';
import { titles } from './titles';
import { remote } from './remote';

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
  return <PageFrame title={title} width={path === pages.profile ? 'readable' : 'full'} />;
}

/** The one exposed entry of mf-account (`./routes`), checked against the shared contract. */
export default remote.define({
  Frame,
  routes: [
    {
      path: pages.home,
      access: 'private',
      title: titles.home,
      Page: HomePage,
      load: loadHomePage,
      preload: loadHomePage,
    },
    {
      path: pages.profile,
      access: 'private',
      title: titles.profile,
      Page: ProfilePage,
      load: loadProfilePage,
      preload: () => Promise.all([loadProfilePage(), prefetchCompany(remote.queries)]),
    },
    {
      path: pages.users,
      access: 'private',
      groups: ['superUser', 'manager'],
      flag: 'user-management',
      title: titles.users,
      Page: UserManagementPage,
      load: loadUsersPage,
      preload: () => Promise.all([loadUsersPage(), prefetchCompanyUsers(remote.queries)]),
    },
  ],
});
