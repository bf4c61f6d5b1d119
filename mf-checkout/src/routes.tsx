import { lazy } from 'react';
import { prefetchCompany } from '@portal/api/queries';
import { pages, type PageFrameProps } from '@portal/contracts';
import { useSession } from '@portal/session';
import { mayChoosePlan } from '@portal/session/purchase';
import { Loading, PageFrame } from '@portal/ui';
import { titles } from './titles';
import { remote } from './remote';

// Each page's chunk is named after its route, so the shell's server can name it in the page it
// sends (adr-006); its loader is also its route's preload.
const loadStartPage = () =>
  import(/* webpackChunkName: "page-start" */ './features/purchase/StartPage');
const loadCheckoutPage = () =>
  import(/* webpackChunkName: "page-checkout" */ './features/purchase/CheckoutPage');
const StartPage = lazy(loadStartPage);
const CheckoutPage = lazy(loadCheckoutPage);

/**
 * A page on its way: plan selection's layout and title, for the sessions it shows them to (those
 * the header's "Planos" is shown to, as the shell's frame of it). Any other visit of the purchase
 * path shows a step or a refusal whose title depends on more: a loading indicator.
 */
function Frame({ path, title }: PageFrameProps) {
  const choosing = useSession((state) => state.session !== null && mayChoosePlan(state.session));
  return path === pages.checkout && choosing ? <PageFrame title={title} /> : <Loading />;
}

/** The one exposed entry of mf-checkout (`./routes`), checked against the shared contract. */
export default remote.define({
  Frame,
  routes: [
    {
      path: pages.start,
      access: 'private',
      title: titles.start,
      Page: StartPage,
      preload: loadStartPage,
    },
    {
      path: pages.checkout,
      access: 'private',
      title: titles.checkout,
      Page: CheckoutPage,
      load: loadCheckoutPage,
      // The checkout starts from the company's data (its billing step).
      preload: () => Promise.all([loadCheckoutPage(), prefetchCompany(remote.queries)]),
    },
  ],
});
