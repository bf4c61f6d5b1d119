// A remote that is down, slow, hung or crashing costs its own route only: the shell shows the
// translated "Módulo indisponível" panel inside the frame, reports the failure with an id, keeps
// every other route working, and "Tentar novamente" recovers once the remote is back.
import fs from 'node:fs';
import path from 'node:path';
import {
  collectReports,
  newPortalPage,
  signedInSession,
  type Page,
  type PortalReport,
  withPortal,
} from '@portal/testing/browser';
import {
  becomesVisible,
  buildBillingCopy,
  firstVisible,
  frame,
  removeBillingCopy,
  unavailablePanel,
} from './support';

const COPY = 'throwing-page';
/** Longer than the shell's remoteTimeoutMs (4 s), well short of the federation runtime's 20 s. */
const PANEL_WAIT_MS = 15_000;

const env = withPortal();
let throwingDist: string;
/** Whether mf_billing currently serves another build than its own dist/. */
let billingReplaced = false;

beforeAll(async () => {
  throwingDist = await buildBillingCopy(COPY, (src) =>
    replaceFileContent(
      path.join(src, 'features', 'charges', 'ChargesManagementPage.tsx'),
      `/** e2e: a page that fails while rendering. */
export default function ChargesManagementPage(): never {
  throw new Error('ChargesManagementPage failed on purpose (e2e)');
}
`,
    ),
  );
}, 240_000);

afterAll(async () => {
  removeBillingCopy(COPY);
});

afterEach(async () => {
  // Every test starts from healthy remotes serving their own builds.
  for (const served of env.portal.apps.values()) served.setFault('up');
  if (billingReplaced) {
    await env.portal.apps.get('mf_billing')!.restart();
    billingReplaced = false;
  }
});

function replaceFileContent(file: string, content: string): void {
  if (!fs.existsSync(file)) throw new Error(`${file} is not in the copy`);
  fs.writeFileSync(file, content);
}

const app = (id: string) => env.portal.apps.get(id)!;

const BILLING = {
  remote: 'mf_billing',
  path: 'gestao-de-cobrancas',
  heading: 'Gestão de cobranças',
} as const;
const ACCOUNT = { remote: 'mf_account', path: '', heading: 'Minha conta' } as const;
/** A route of a remote: the remote's name, its path under the base path, its page's heading. */
interface Route {
  readonly remote: string;
  readonly path: string;
  readonly heading: string;
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The panel is up, inside the frame, and quotes the id of the report the shell logged. */
async function expectContainedFailure(
  page: Page,
  reports: PortalReport[],
  route: Route,
  phase: RegExp,
) {
  const panel = unavailablePanel(page);
  expect(await becomesVisible(panel.heading, PANEL_WAIT_MS)).toBe(true);
  expect(await heading(page, route.heading).count()).toBe(0);

  // The frame survived: header brand link and footer version.
  const { brand, footerVersion } = frame(page);
  expect(await brand.isVisible()).toBe(true);
  expect(await footerVersion.isVisible()).toBe(true);

  // The failure was reported ([portal:report] on console.error), and the panel shows its id.
  const report = reports.filter((r) => r.remote === route.remote).at(-1);
  expect(report).toMatchObject({ remote: route.remote, phase: expect.stringMatching(phase) });
  expect(report!.id).toMatch(/^ERR-[0-9A-F]{10}$/);
  expect(await panel.footnote.innerText()).toBe(`Código do erro: ${report!.id}`);
}

/** After the remote is back, "Tentar novamente" brings its page without a reload, and nothing new fails. */
async function expectRetryRecovers(page: Page, reports: PortalReport[], route: Route) {
  const panel = unavailablePanel(page);
  const before = reports.length;
  await panel.retry.click();
  const shown = await becomesVisible(heading(page, route.heading), 20_000);
  const newFailures = reports.slice(before).map((r) => `${r.phase}: ${r.message}`);
  expect({ pageShown: shown, newFailures }).toEqual({ pageShown: true, newFailures: [] });
  expect(await panel.heading.count()).toBe(0);
}

/** Another route, served by mf_account, works in the same page (client-side, via the brand link). */
async function expectHomeStillWorks(page: Page) {
  await frame(page).brand.click();
  expect(await becomesVisible(heading(page, 'Minha conta'))).toBe(true);
  expect(await unavailablePanel(page).heading.count()).toBe(0);
}

async function openBilling() {
  const { context, page } = await newPortalPage(env.browser, {
    session: await signedInSession(env.portal),
  });
  const reports = collectReports(page);
  await page.goto(`${env.portal.url}${BILLING.path}`);
  return { context, page, reports };
}

describe('mf_billing at /gestao-de-cobrancas (super user)', () => {
  test('slow (every answer 3 s late, each within the time limit): the page shows, no panel', async () => {
    app('mf_billing').setFault('slow', 3000);
    const { context, page, reports } = await openBilling();
    try {
      const shown = await firstVisible(
        { page: heading(page, BILLING.heading), panel: unavailablePanel(page).heading },
        60_000,
      );
      const failures = reports
        .filter((r) => r.remote === 'mf_billing')
        .map((r) => `${r.phase}: ${r.message}`);
      expect({ shown, failures }).toEqual({ shown: 'page', failures: [] });
      expect(await unavailablePanel(page).heading.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('hang (never answers): the panel shows at the shell time limit, the rest works, and Tentar novamente recovers', async () => {
    app('mf_billing').setFault('hang');
    const { context, page, reports } = await openBilling();
    try {
      await expectContainedFailure(page, reports, BILLING, /^remote-load:timeout$/);
      await expectHomeStillWorks(page);
      await page.goBack();
      await expectContainedFailure(page, reports, BILLING, /^remote-load:timeout$/);

      app('mf_billing').setFault('up');
      await expectRetryRecovers(page, reports, BILLING);
    } finally {
      await context.close();
    }
  });

  test('throws while rendering: the panel shows in the frame, the rest works, and Tentar novamente recovers after a fixed redeploy', async () => {
    await app('mf_billing').restart(throwingDist);
    billingReplaced = true;
    const { context, page, reports } = await openBilling();
    try {
      await expectContainedFailure(page, reports, BILLING, /^remote-render$/);
      expect(reports.find((r) => r.phase === 'remote-render')).toMatchObject({
        remote: 'mf_billing',
        remoteVersion: expect.any(String),
        message: expect.stringContaining('failed on purpose'),
      });
      await expectHomeStillWorks(page);
      await page.goBack();
      await expectContainedFailure(page, reports, BILLING, /^remote-render$/);

      // The fix is deployed (mf_billing's own build again), without reloading the portal.
      await app('mf_billing').restart();
      billingReplaced = false;
      await expectRetryRecovers(page, reports, BILLING);
    } finally {
      await context.close();
    }
  });

  test('throws while rendering: the panel shows the error’s details and copies them (Copiar detalhes → Copiando... → Copiado), without the token', async () => {
    await app('mf_billing').restart(throwingDist);
    billingReplaced = true;
    const session = await signedInSession(env.portal);
    const signedIn = session.state.session as { token: string; user: { email: string } };
    const { context, page } = await newPortalPage(env.browser, { session });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const reports = collectReports(page);
    try {
      await page.goto(`${env.portal.url}${BILLING.path}`);
      await expectContainedFailure(page, reports, BILLING, /^remote-render$/);
      const report = reports.filter((r) => r.phase === 'remote-render').at(-1)!;
      const panel = page.getByRole('main');

      await panel.getByText('Ver detalhes do erro').click();
      expect(await becomesVisible(panel.getByText(/Mensagem: .*failed on purpose/))).toBe(true);

      const copy = panel.getByRole('button', { name: 'Copiar detalhes' });
      await copy.click();
      await panel.getByRole('button', { name: 'Copiado' }).waitFor({ timeout: 2_000 });
      await panel.getByRole('button', { name: 'Copiar detalhes' }).waitFor({ timeout: 2_000 });
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('failed on purpose');
      expect(copied).toContain(`Código do erro: ${report.id}`);
      expect(copied).toContain(`E-mail: ${signedIn.user.email}`);
      expect(copied).toMatch(/Módulo com erro: mf_billing \S+/);
      expect(copied).not.toContain(signedIn.token);

      // The retry stays, and the header still leads elsewhere.
      expect(await unavailablePanel(page).retry.isVisible()).toBe(true);
      await expectHomeStillWorks(page);
    } finally {
      await context.close();
    }
  });
});

describe('mf_account at / (signed in)', () => {
  test('down: the panel shows in the frame, another remote route works, and Tentar novamente recovers', async () => {
    app('mf_account').setFault('down');
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
    });
    const reports = collectReports(page);
    try {
      await page.goto(env.portal.url);
      await expectContainedFailure(page, reports, ACCOUNT, /^remote-load:network$/);

      // mf_billing's route still works while mf_account is down.
      await page.goto(`${env.portal.url}${BILLING.path}`);
      expect(await becomesVisible(heading(page, BILLING.heading))).toBe(true);
      expect(await unavailablePanel(page).heading.count()).toBe(0);
      await page.goBack();
      await expectContainedFailure(page, reports, ACCOUNT, /^remote-load:network$/);

      app('mf_account').setFault('up');
      await expectRetryRecovers(page, reports, ACCOUNT);
    } finally {
      await context.close();
    }
  });
});

// Any remote, down, leaves its route to the panel and the rest of the portal to work.
describe('mf_auth at /login (no session), down', () => {
  test('the page is served without its prerender, the panel shows in the frame, the language still switches, and Tentar novamente recovers', async () => {
    const LOGIN = { remote: 'mf_auth', path: 'login', heading: 'Entrar' } as const;
    app('mf_auth').setFault('down');
    const { context, page } = await newPortalPage(env.browser);
    const reports = collectReports(page);
    try {
      await page.goto(`${env.portal.url}${LOGIN.path}`);
      expect(await page.locator('#prerender').count()).toBe(0);
      await expectContainedFailure(page, reports, LOGIN, /^remote-load:network$/);

      // The shell still answers: the panel follows the language switch.
      await page.getByRole('banner').getByRole('radio', { name: 'ES Español' }).click();
      expect(
        await becomesVisible(
          page.getByRole('main').getByRole('heading', { level: 1, name: 'Módulo no disponible' }),
        ),
      ).toBe(true);
      await page.getByRole('banner').getByRole('radio', { name: 'PT Português' }).click();

      app('mf_auth').setFault('up');
      await expectRetryRecovers(page, reports, LOGIN);
      expect(await page.getByRole('textbox', { name: 'E-mail' }).isEditable()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  { route: BILLING, session: () => signedInSession(env.portal) },
  {
    // Plan selection as the header links it: a page of mf-checkout for a user whose home is home
    // and who may buy (a trial owner).
    route: { remote: 'mf_checkout', path: 'checkout', heading: 'Escolha seu plano' },
    session: () => signedInSession(env.portal, {}, 'super.teste@demo.com.br'),
  },
  {
    route: { remote: 'mf_backoffice', path: 'gestao-de-empresas', heading: 'Gestão de empresas' },
    session: () =>
      signedInSession(
        env.portal,
        { attributions: ['sales', 'manager'], isSaas: false },
        'admin@provedor.com.br',
      ),
  },
])('$route.remote at /$route.path (signed in), down', ({ route, session }) => {
  test('the panel shows in the frame, home still works, and Tentar novamente recovers', async () => {
    app(route.remote).setFault('down');
    const { context, page } = await newPortalPage(env.browser, { session: await session() });
    const reports = collectReports(page);
    try {
      await page.goto(`${env.portal.url}${route.path}`);
      await expectContainedFailure(page, reports, route, /^remote-load:network$/);
      await expectHomeStillWorks(page);
      await page.goBack();
      await expectContainedFailure(page, reports, route, /^remote-load:network$/);

      app(route.remote).setFault('up');
      await expectRetryRecovers(page, reports, route);
    } finally {
      await context.close();
    }
  });
});

describe("the shell's error page", () => {
  test('Voltar para o login signs a signed-in user out and lands on the login page, in every tab', async () => {
    const { context, page } = await newPortalPage(env.browser, {
      session: await signedInSession(env.portal),
    });
    try {
      const other = await context.newPage();
      await other.goto(env.portal.url);
      await heading(other, 'Minha conta').waitFor();

      await page.goto(`${env.portal.url}__diagnostico/erro`);
      await page.getByRole('button', { name: 'Voltar para o login' }).click();
      await page.waitForURL(/\/login$/);
      await page
        .getByLabel(/^Senha/)
        .first()
        .waitFor();
      expect(await page.evaluate(() => localStorage.getItem('minha-conta:session'))).toBeNull();

      // Home no longer opens: the other tab followed, and a visit goes to login.
      await other.waitForURL(/\/login/);
      await page.goto(env.portal.url);
      await page.waitForURL(/\/login/);
    } finally {
      await context.close();
    }
  });
});
