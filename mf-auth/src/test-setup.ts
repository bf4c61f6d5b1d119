import { clearPendingLogin } from './shared/pendingLogin';

// Each test starts with no credentials held for the company picker by an earlier test (every
// test has its own sandbox; this remote keeps no query cache).
afterEach(() => clearPendingLogin());
