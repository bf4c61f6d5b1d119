import { cleanup } from '@testing-library/react';
import { remote } from './remote';

// Each test starts with nothing cached (every test has its own sandbox) and no checkout draft
// of an earlier test in the tab's storage. What the test rendered goes first: a checkout going
// away writes the draft it still holds.
afterEach(() => {
  cleanup();
  remote.queries.clear();
  sessionStorage.clear();
});
