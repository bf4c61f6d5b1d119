import { lazy } from 'react';
import { prefetchCompany } from '@portal/api/queries';
import { pages } from '@portal/contracts';
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

/** The one exposed entry of mf-checkout (`./routes`), checked against the shared contract. */
export default remote.define({
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
      // The checkout starts from the company's data (its billing step).
      preload: () => Promise.all([loadCheckoutPage(), prefetchCompany(remote.queries)]),
    },
  ],
});
