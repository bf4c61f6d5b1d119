import { backofficeQueries } from './shared/queries';

// Each test starts with nothing cached (every test has its own sandbox).
afterEach(() => backofficeQueries.clear());
