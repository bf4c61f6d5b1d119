// Each remote runs alone: its build, served on its own origin with the runtime config, shows
// its routes in the minimal frame (with the federation runtime it normally gets from the shell).
import path from 'node:path';
import { closeServer, createStaticHandler, listen } from '@portal/build/serve';
import { APPS, configFor, launchBrowser, ROOT } from '../src/browser.mjs';

const FIRST_ROUTE = {
  mf_auth: ['login', 'Entrar'],
  mf_account: ['', 'Minha conta'],
  mf_checkout: ['checkout', 'Escolha seu plano'],
  mf_billing: ['gestao-de-cobrancas', 'Gestão de cobranças'],
  mf_backoffice: ['gestao-de-empresas', 'Gestão de empresas'],
};

const BASE_PORT = 19080;

let browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(APPS.filter((app) => app.id !== 'shell').map((app) => [app.dir, app]))(
  '%s alone',
  (_, app) => {
    it('shows its page in its minimal frame, in pt-BR and es, with no page error', async () => {
      // Below Linux's ephemeral ports (32768 on): a port there can be held by an outgoing
      // connection of an earlier test, and listening on it then fails (EADDRINUSE).
      const port = BASE_PORT + APPS.indexOf(app);
      const config = configFor({ basePort: BASE_PORT, sandboxPort: BASE_PORT + 10 });
      const server = await listen(
        createStaticHandler({
          root: path.join(ROOT, app.dir, 'dist'),
          runtimeConfig: () => config,
        }),
        port,
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        const [route, title] = FIRST_ROUTE[app.id];
        await page.goto(`http://localhost:${port}/minha-conta/${route}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(await page.getByRole('banner').textContent()).toContain(
          `${app.id} 0.1.1 · standalone`,
        );

        await page.getByRole('banner').getByRole('radio', { name: 'ES Español' }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'es');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(title);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await closeServer(server);
      }
    });
  },
);
