// Checks a remote's `./routes` against the runtime configs: the shell creates routes from the
// config, so every pattern it lists must be declared by the remote, and the other way round.
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import type { RemoteRoutesModule } from '@portal/contracts';
import { renderWithPortal } from './render';

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
 * The tests every remote's `./routes` passes: it declares what the config routes to it, and
 * each page shows its title in both languages from the remote's own catalog.
 */
export function describeRemoteRoutes(routes: RemoteRoutesModule): void {
  describe(`${routes.name} ./routes`, () => {
    it('declares exactly the route patterns the runtime configs give it', () => {
      expectRoutesMatchConfig(routes);
    });

    it.each(routes.routes.map((route) => [route.path || '(home)', route] as const))(
      '%s shows its translated title in pt-BR and es',
      async (_, route) => {
        for (const locale of ['pt-BR', 'es'] as const) {
          const messages = await routes.loadMessages(locale);
          const compiled = messages[route.title.id as string];
          expect(compiled).toBeTruthy();
          const { unmount } = await renderWithPortal(<route.Page />, {
            locale,
            catalogs: { [routes.name]: routes.loadMessages },
          });
          const heading = await screen.findByRole('heading', { level: 1 });
          expect(heading).toHaveTextContent(
            Array.isArray(compiled) ? compiled.join('') : String(compiled),
          );
          unmount();
        }
      },
    );
  });
}
