import { parseRuntimeConfig } from '@portal/config';
import { pages, ROUTE_OWNERS, type RemoteName } from '@portal/contracts';
import development from '../../config/development.json';
import production from '../../config/production.json';
import test from '../../config/test.json';

// The runtime configs are JSON, read at start (a remote moves by a config change, not a
// rebuild), so they cannot import the route table: they are held to it here instead.
describe.each([
  ['production', production],
  ['test', test],
  ['development', development],
])('the %s runtime config', (_, raw) => {
  const config = parseRuntimeConfig(raw);

  it('routes to each remote exactly the pages the route table gives it', () => {
    const configured = Object.fromEntries(
      config.remotes.map((remote) => [remote.name, [...remote.routes].sort()]),
    );
    const table = Object.fromEntries(
      config.remotes.map((remote) => [
        remote.name,
        [...ROUTE_OWNERS[remote.name as RemoteName]].sort(),
      ]),
    );
    expect(configured).toEqual(table);
  });

  it('renders ahead only pages of the table', () => {
    const patterns: readonly string[] = Object.values(pages);
    for (const remote of config.remotes) {
      if (remote.renderNext !== undefined) expect(patterns).toContain(remote.renderNext);
    }
  });
});
