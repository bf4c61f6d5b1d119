import { billingQueries } from './shared/queries';

// Each test starts with nothing cached (every test has its own sandbox).
afterEach(() => billingQueries.clear());
