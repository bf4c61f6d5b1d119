import { lazy } from 'react';
import { pages, type PageFrameProps } from '@portal/contracts';
import { PageFrame } from '@portal/ui';
import { prefetchChargesPage } from './features/charges/api/subscriptions';
import { titles } from './titles';
import { remote } from './remote';

// Named after its route, so the shell's server can name it in the page it sends (adr-006).
const loadChargesPage = () =>
  import(
    /* webpackChunkName: "page-gestao-de-cobrancas" */ './features/charges/ChargesManagementPage'
  );
const ChargesManagementPage = lazy(loadChargesPage);

/** A page on its way: its layout and its title. */
function Frame({ title }: PageFrameProps) {
  return <PageFrame title={title} />;
}

/** The one exposed entry of mf-billing (`./routes`), checked against the shared contract. */
export default remote.define({
  Frame,
  routes: [
    {
      path: pages.charges,
      access: 'private',
      groups: ['superUser'],
      flag: 'charges-management',
      title: titles.charges,
      Page: ChargesManagementPage,
      load: loadChargesPage,
      preload: () => Promise.all([loadChargesPage(), prefetchChargesPage(remote.queries)]),
    },
  ],
});
