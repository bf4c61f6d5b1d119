import { checkoutQueries } from './shared/queries';

// Each test starts with nothing cached (every test has its own sandbox) and no checkout draft
// of an earlier test in the tab's storage.
afterEach(() => {
  checkoutQueries.clear();
  sessionStorage.clear();
});
