import { remote } from './remote';

// Each test starts with nothing cached (every test has its own sandbox).
afterEach(() => remote.queries.clear());
