// Checks a remote's `./routes` against the runtime configs: the shell creates routes from the
// config, so every pattern it lists must be declared by the remote, and the other way round.
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import type { RemoteRoutesModule } from '@portal/contracts';
import { renderWithPortal } from './render';
import { inRemote } from './remote';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export function configuredPatterns(remote: string, environment: string): string[] {
  const file = path.join(ROOT, 'shell', 'config', `${environment}.json`);
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    remotes: { name: string; routes: string[] }[];
  };
  return config.remotes.find((r) => r.name === remote)?.routes ?? [];
}

export function expectRoutesMatchConfig(routes: RemoteRoutesModule): void {
  const declared = routes.routes.map((route) => route.path).sort();
  for (const environment of ['production', 'test', 'development']) {
    expect({ environment, patterns: configuredPatterns(routes.name, environment).sort() }).toEqual({
      environment,
      patterns: declared,
    });
  }
}

/**
 * The tests every remote's `./routes` passes: it declares what the config routes to it, each
 * route's title (the tab title the shell sets) and description (its meta description), when it
 * has one, are in both of the remote's catalogs, and each
 * page renders something in both languages (its own flow tests say what).
 */
export function describeRemoteRoutes(routes: RemoteRoutesModule): void {
  describe(`${routes.name} ./routes`, () => {
    it('declares exactly the route patterns the runtime configs give it', () => {
      expectRoutesMatchConfig(routes);
    });

    it.each(routes.routes.map((route) => [route.path || '(home)', route] as const))(
      '%s has its title (and description) in pt-BR and es and renders',
      async (_, route) => {
        for (const locale of ['pt-BR', 'es'] as const) {
          const messages = await routes.loadMessages(locale);
          const compiled = messages[route.title.id as string];
          expect(compiled).toBeTruthy();
          // The meta description, when the route has one, is translated too.
          if (route.description) {
            expect({ locale, description: messages[route.description.id as string] }).toEqual({
              locale,
              description: expect.anything(),
            });
          }
          const { container, unmount } = await renderWithPortal(inRemote(routes, <route.Page />), {
            locale,
            route: `/${route.path.replace(/\/?:[^/]+\?/g, '').replace(':session', 'session=x')}`,
            path: route.path,
            // A page may send the visitor elsewhere (a picker reached without a login, say).
            routes: [{ path: '*', element: <p>elsewhere</p> }],
            catalogs: { [routes.name]: routes.loadMessages },
          });
          await waitFor(() => expect(container.textContent).not.toBe(''));
          unmount();
        }
      },
    );
  });
}
