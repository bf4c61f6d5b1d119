// The state matrix (issue 51): every demo account (the README's, DEMO_ACCOUNTS), nobody signed
// in, and every state the purchase path passes through (plan chosen, onboarding done, checkout
// open, paid, trial, late, cancelled), on every route of the portal at 390 px: one Chromium, one
// sign-in through the login form per account and state, a page.goto per route. A cell passes
// when the route shows its page or lands on a page that offers a way forward:
// - the address settles: address and h1 stay the same for SETTLED_MS, and nothing in the main
//   region is still loading, within 15 s, after at most MAX_NAVIGATIONS navigations of the main
//   frame (no redirect loop);
// - a level-1 heading in the main region (no blank page), and not "Módulo indisponível";
// - no page error and nothing logged as an error while it opened (the browser's own line for a
//   call answered 4xx aside: that is an answer the page reads);
// - in the main region, a visible link to another address, an enabled button, or a form of the
//   page's own with an enabled field.
// The issue's known traps are checked on the cells they concern (TRAPS); those that press a
// control run after the sweep, as cells of their own. States no demo account holds are reached as
// the pages reach them: the calls the pages make, with the account's token, before the sign-in.
// The routes are the runtime config's (each remote's route list), the shell's own pages and an
// unknown path, so a new route joins the matrix by itself; signed in, the public pages are
// represented by /login (they all follow one rule). The whole table (account × state × route →
// landed path, h1) is written to .e2e-artifacts/states/matrix.md for review.
import fs from 'node:fs';
import path from 'node:path';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type Locator,
  type Page,
  ROOT,
  signInThroughLogin,
  withPortal,
} from '@portal/testing/browser';
import { SHELL_PAGES } from '../src/routing/shellPages';
import { becomesVisible } from './support';

const env = withPortal();

const ARTIFACTS = path.join(ROOT, '.e2e-artifacts', 'states');
/** The first load, then at most a few redirects: more is a loop. */
const MAX_NAVIGATIONS = 5;
/**
 * How long the address and the h1 must stay the same, with nothing loading, to count as settled
 * (watched from the page's load on). Every cell landed on the same address and h1 with 100, 150
 * and 300 ms (the 291 cells of 2026-11-29); 150 keeps half again the shortest seen to be enough,
 * and each of the matrix's page loads waits it once.
 */
const SETTLED_MS = 150;
const UNKNOWN_PATH = 'pagina-que-nao-existe';
const PLANS_GROUP = /^(Planos|Planes)$/;
const TRIAL_CARD = /^(Teste grátis|Prueba gratis)/;
/** What tells a user who is not the super user that the super user buys. */
const SUPER_USER_BUYS = /super ?usu[aá]rio/i;
/** A control of a purchase in progress that leads back to the plan choice. */
const BACK_TO_PLANS = /cancelar|outro plano|trocar (de )?plano|escolher (o |um )?plano|planos/i;

// -- the routes

/** A route pattern of the runtime config as an address: required params filled, optional dropped. */
const addressOf = (pattern: string) =>
  pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part === '*' ? 'pagina-inexistente' : part.startsWith(':') ? 'x' : part))
    .join('/');

/** The public pages (spec §2.1): every one sends a signed-in user on by the same rule. */
const isPublic = (route: string) => route === 'login' || route.startsWith('login/');

/**
 * Every route of the runtime config and the shell's own pages, and an unknown path. A signed-in
 * user visits one public page (`/login`) of them: the others follow the same rule (a public page
 * with a session goes to its redirectUrl or home, where the entry redirects apply).
 */
function portalRoutes(signedIn: boolean): string[] {
  const patterns = [
    ...env.portal.config.remotes.flatMap((remote) => remote.routes),
    ...SHELL_PAGES,
    UNKNOWN_PATH,
  ];
  const routes = [...new Set(patterns.map(addressOf))];
  return signedIn ? routes.filter((route) => route === 'login' || !isPublic(route)) : routes;
}

// -- the sandbox's calls, as the pages make them

type Base = 'user' | 'implementation' | 'cardProvider';

async function call(
  base: Base,
  route: string,
  {
    token,
    body,
    method = 'POST',
    headers = {},
  }: {
    token?: string;
    body?: unknown;
    method?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const api = env.portal.config.api as Record<Base, string>;
  const response = await fetch(`${api[base]}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const tokenOf = async (email: string): Promise<string> =>
  (await call('user', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).payload.token;

const choosePlan = (token: string, choosedPlan: 'trial' | 'paid', selectedPlans?: string[]) =>
  call('implementation', '/super-user/plan-choice', {
    token,
    body: { choosedPlan, ...(selectedPlans ? { selectedPlans } : {}) },
  });

const finishOnboarding = (token: string) =>
  call('implementation', '/super-user/finish-onboarding', { token, body: { userRole: 'ceo-co' } });

/** The purchase of the checkout's payment step, by card, then its end registered. */
async function buyByCard(token: string, planCode: string) {
  const card = await call('cardProvider', '/public/payment_profiles', {
    body: {
      holder_name: 'Tiago Moreira',
      registry_code: '52998224725',
      card_expiration: '12/2035',
      card_number: '4111111111111111',
      card_cvv: '123',
      payment_method_code: 'credit_card',
    },
  });
  await call('user', '/payment/checkout', {
    token,
    headers: { 'Idempotency-Key': `states-${Date.now()}` },
    body: {
      address: {
        zipcode: '01310100',
        street: 'Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        financeEmail: 'financeiro@aurora.com.br',
      },
      planCode,
      paymentMethodCode: 'credit_card',
      token: card.payment_profile.gateway_token,
      idempotencyKey: `states-${Date.now()}`,
    },
  });
  await call('implementation', '/super-user/finish-checkout', { token, body: { finished: true } });
}

// -- the states

/**
 * What the issue's rules say about a state (TRAPS): `pays`, a paying (or once paying) customer,
 * is never offered the trial; `back-to-trial`, a super user who chose a paid plan and has paid
 * nothing, can go back from /checkout to the plan selection where the trial is offered (cancel
 * checkout, spec §4); `buys-again`, a company whose subscription is late or cancelled, can reach
 * plan selection from /checkout; `not-super`, a user who is not the super user, is told on
 * /checkout that the super user buys; `not-super-onboarding`, such a user with onboarding
 * unfinished, is told why instead of an onboarding whose end the server refuses.
 */
type Trait = 'pays' | 'back-to-trial' | 'buys-again' | 'not-super' | 'not-super-onboarding';

interface State {
  readonly account: string;
  /** The state's name in the table. */
  readonly state: string;
  /** Calls made before the sign-in, as the pages make them. */
  readonly arrange?: () => Promise<void>;
  readonly traits?: readonly Trait[];
}

const TRIAL = 'super.trial@demo.com.br';
const SIGNED_OUT = 'signed out';

/** How an account signs in when the login form alone does not do it. */
const SIGN_IN: Record<string, (page: Page) => Promise<void>> = {
  // Login answers 202: the company picker, where the first company that may be opened is chosen.
  'multi@demo.com.br': async (page) => {
    await signInThroughLogin(page, env.portal.url, 'multi@demo.com.br');
    const companies = page.getByRole('radiogroup', { name: 'Empresas' });
    await companies.getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'CONFIRMAR' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/login'));
  },
  // Single sign-on only: through the identity provider's page.
  'sso@demo.com.br': async (page) => {
    await page.goto(`${env.portal.url}login/sso`);
    await page.getByLabel('E-mail').fill('sso@demo.com.br');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Provedor de identidade' }).waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(
      (url) => url.origin === new URL(env.portal.url).origin && !url.pathname.includes('/login'),
    );
  },
};

/** The traits of the demo accounts as seeded. */
const SEEDED_TRAITS: Record<string, readonly Trait[]> = {
  'super.pago@demo.com.br': ['pays'],
  'super.atrasado@demo.com.br': ['pays', 'buys-again'],
  'super.cancelado@demo.com.br': ['pays', 'buys-again'],
  'super.avancado@demo.com.br': ['back-to-trial'],
  'cfo@demo.com.br': ['pays', 'not-super'],
  'co@demo.com.br': ['pays', 'not-super'],
};

const STATES: readonly State[] = [
  { account: SIGNED_OUT, state: 'nobody signed in' },
  // Every demo account of the README as seeded (a new one joins the matrix by itself).
  ...DEMO_ACCOUNTS.map(([account]) => ({
    account,
    state: 'as seeded',
    traits: SEEDED_TRAITS[account] ?? [],
  })),
  // The purchase path's states, reached by the calls its pages make.
  {
    account: TRIAL,
    state: 'paid plan chosen',
    // Onboarding comes first whichever plan was chosen (the officers are needed for both): the way
    // back to the plan choice is the checkout's cancel, after it (the next state).
    traits: [],
    arrange: async () => void (await choosePlan(await tokenOf(TRIAL), 'paid', ['adw'])),
  },
  {
    account: TRIAL,
    state: 'paid plan chosen, onboarding done, checkout open',
    traits: ['back-to-trial'],
    arrange: async () => {
      const token = await tokenOf(TRIAL);
      await choosePlan(token, 'paid', ['adw']);
      await finishOnboarding(token);
    },
  },
  {
    account: TRIAL,
    state: 'trial chosen',
    arrange: async () => void (await choosePlan(await tokenOf(TRIAL), 'trial')),
  },
  {
    account: TRIAL,
    state: 'trial chosen, onboarding done',
    arrange: async () => {
      const token = await tokenOf(TRIAL);
      await choosePlan(token, 'trial');
      await finishOnboarding(token);
    },
  },
  {
    account: TRIAL,
    state: 'paid by card',
    traits: ['pays'],
    arrange: async () => {
      const token = await tokenOf(TRIAL);
      await choosePlan(token, 'paid', ['adw']);
      await finishOnboarding(token);
      await buyByCard(token, 'adw');
    },
  },
  {
    account: 'super.teste@demo.com.br',
    state: "trial running, 'Comprar agora' pressed",
    traits: ['back-to-trial'],
    arrange: async () => {
      const token = await tokenOf('super.teste@demo.com.br');
      await call('user', '/company/change-plan/', {
        token,
        method: 'PUT',
        body: { companyId: 'c-boreal', newPlan: 'paid' },
      });
    },
  },
  {
    account: 'super.pago@demo.com.br',
    state: 'cancelled by the back-office',
    traits: ['pays', 'buys-again'],
    arrange: async () => {
      const admin = await tokenOf('admin@provedor.com.br');
      const { payload } = await call('user', '/payment/subscription?companyId=c-horizonte', {
        token: admin,
        method: 'GET',
      });
      await call('user', '/payment/cancel-subscription', {
        token: admin,
        body: { subscriptionId: payload[0].subscriptionId },
      });
    },
  },
  {
    account: TRIAL,
    state: 'super user handed over, onboarding unfinished (not the super user)',
    traits: ['not-super', 'not-super-onboarding'],
    arrange: async () => {
      const token = await tokenOf(TRIAL);
      const created = await call('user', '/super-user/createUser', {
        token,
        body: { name: 'Bianca Aurora', email: 'bianca@aurora.com.br', role: 'ceo' },
      });
      await call('user', '/super-user/updateSuperUser', {
        token,
        method: 'PUT',
        body: { id: created.payload._id, superUserValue: true },
      });
    },
  },
];

// -- the known traps of the issue, as cells

interface Trap {
  readonly name: string;
  readonly applies: (state: State, route: string) => boolean;
  /** Presses a control (changing the account's state): checked after every other cell. */
  readonly acts?: boolean;
  /** null when it holds, else what is wrong. */
  readonly check: (page: Page) => Promise<string | null>;
}

const label = (state: State) => `${state.account} — ${state.state}`;
const has = (state: State, trait: Trait) => state.traits?.includes(trait) ?? false;

/**
 * Whether `target` shows on the page, or shows after pressing a control of the main region
 * that leads back to the plan choice (and confirming, when a dialog asks).
 */
async function reachable(page: Page, target: Locator): Promise<boolean> {
  if (await target.isVisible()) return true;
  const main = page.getByRole('main');
  const controls = main
    .getByRole('button', { name: BACK_TO_PLANS })
    .or(main.getByRole('link', { name: BACK_TO_PLANS }));
  // On a phone the checkout's summary (with its cancel) is a sheet folded at the bottom of the
  // screen: a user opens it, as the test does.
  const folded = main.locator('button[aria-expanded="false"][aria-controls]');
  if ((await controls.count()) === 0 && (await folded.count()) > 0) await folded.first().click();
  if ((await controls.count()) === 0) return false;
  await controls.first().click();
  const dialog = page.getByRole('dialog');
  if (await becomesVisible(dialog, 1000)) await dialog.getByRole('button').last().click();
  return becomesVisible(target, 5000);
}

const mainText = async (page: Page) => (await page.getByRole('main').textContent()) ?? '';

/** Checked on the page a cell landed on; `acts` ones press a control, so they run last. */
const TRAPS: readonly Trap[] = [
  {
    name: 'a paying customer is not offered the trial',
    applies: (state, route) => has(state, 'pays') && (route === 'checkout' || route === 'start'),
    check: async (page) =>
      (await page.getByRole('main').getByRole('radio', { name: TRIAL_CARD }).count()) > 0
        ? 'the trial card is offered'
        : null,
  },
  {
    name: 'a user who is not the super user is told that the super user buys',
    applies: (state, route) => has(state, 'not-super') && route === 'checkout',
    check: async (page) =>
      SUPER_USER_BUYS.test(await mainText(page)) ? null : 'nothing says that the super user buys',
  },
  {
    name: 'a non-super user with onboarding unfinished is told why',
    applies: (state, route) =>
      has(state, 'not-super-onboarding') && (route === '' || route === 'start'),
    check: async (page) =>
      SUPER_USER_BUYS.test(await mainText(page))
        ? null
        : 'nothing says that the super user finishes the onboarding',
  },
  {
    name: 'a late or cancelled company can choose a plan again',
    applies: (state, route) => has(state, 'buys-again') && route === 'checkout',
    acts: true,
    check: async (page) =>
      (await reachable(page, page.getByRole('main').getByRole('group', { name: PLANS_GROUP })))
        ? null
        : 'no way to plan selection',
  },
  {
    name: 'a paid plan chosen and not paid can go back to the plan choice, trial included',
    applies: (state, route) => has(state, 'back-to-trial') && route === 'checkout',
    acts: true,
    check: async (page) =>
      (await reachable(page, page.getByRole('main').getByRole('radio', { name: TRIAL_CARD })))
        ? null
        : 'no way back to the plan selection with the trial',
  },
];

// -- one visit

interface Cell {
  readonly state: string;
  readonly route: string;
  landed: string;
  h1: string;
  problems: string[];
}

const relative = (url: string) => {
  const { pathname, search } = new URL(url);
  return `/${pathname.replace(/^\/minha-conta\/?/, '')}${search}`;
};

/**
 * Waits until the address and the main region's level-1 headings (those shown) have stayed the
 * same for SETTLED_MS, the last heading has a text, and nothing in the main region is loading;
 * false at `giveUpAt`. A page drawn from what the shell knows (its title and placeholders, the
 * remote on its way) keeps its heading when the remote's page replaces it: settled once nothing
 * is loading. Watched in the page (a poll from the test costs two protocol round trips a turn,
 * for each cell); a document replaced by another (a redirect) is watched anew.
 */
async function settled(page: Page, giveUpAt: number): Promise<boolean> {
  for (;;) {
    const timeout = giveUpAt - Date.now();
    if (timeout <= 0) return false;
    try {
      await page.waitForFunction(
        (settledMs) => {
          const main = document.querySelector('main, [role="main"]');
          const shown = (element: Element) =>
            !element.closest('[aria-hidden="true"], [hidden]') &&
            element.getClientRects().length > 0 &&
            getComputedStyle(element).visibility !== 'hidden';
          const headings = [
            ...(main?.querySelectorAll('h1, [role="heading"][aria-level="1"]') ?? []),
          ].filter(shown);
          const now = [location.href, ...headings.map((heading) => heading.textContent)].join('|');
          const loading = Boolean(main?.querySelector('[data-loading]'));
          const watch = window as { settling?: { last: string; since: number } };
          watch.settling ??= { last: '', since: performance.now() };
          if (now !== watch.settling.last) {
            watch.settling = { last: now, since: performance.now() };
            return false;
          }
          return (
            performance.now() - watch.settling.since >= settledMs &&
            headings.length > 0 &&
            !now.endsWith('|') &&
            !loading
          );
        },
        SETTLED_MS,
        { polling: 50, timeout },
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return false;
      if (page.isClosed()) throw error;
      // The document gave way to another: its wait starts again there.
    }
  }
}

/** Opens `route` and waits until the address and the heading stop changing. */
async function visit(
  page: Page,
  route: string,
  state: State,
  traps: readonly Trap[],
  name = `/${route}`,
): Promise<Cell> {
  const cell: Cell = { state: label(state), route: name, landed: '', h1: '', problems: [] };
  const errors: string[] = [];
  let navigations = 0;
  const onNavigated = (frame: { parentFrame(): unknown }) => {
    if (!frame.parentFrame()) navigations += 1;
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() !== 'error') return;
    // The browser's own line for a call answered 4xx: an answer the page reads, not an error.
    if (/^Failed to load resource: .* status of 4\d\d/.test(message.text())) return;
    // Known, outside this matrix: every modal of the kit (Radix's scroll lock) writes a <style>
    // that the page's policy refuses (no 'unsafe-inline'); the dialog itself works. Reported in
    // issue 51's closing note; the matrix checks where a page leads, not this.
    if (message.text().startsWith('Applying inline style violates')) return;
    errors.push(`logged: ${message.text().slice(0, 200)}`);
  };
  page.on('framenavigated', onNavigated);
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  try {
    await page.goto(`${env.portal.url}${route}`);
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    if (!(await settled(page, Date.now() + 15_000)))
      cell.problems.push(`the page never settled (${navigations} navigations)`);
    cell.landed = relative(page.url());
    const headings = await h1.allTextContents();
    cell.h1 = headings.join(' / ');
    if (navigations > MAX_NAVIGATIONS)
      cell.problems.push(`${navigations} navigations: a redirect loop`);
    if (headings.length === 0) cell.problems.push('no h1 in the main region (a blank page)');
    if (headings.some((text) => /Módulo indisponível|Módulo no disponible/.test(text)))
      cell.problems.push('"module unavailable" panel');
    const forward = await page.evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return { links: 0, buttons: 0, fields: 0 };
      const shown = (element: Element) => element.getClientRects().length > 0;
      const here = location.pathname;
      const links = [...main.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
        (link) =>
          shown(link) &&
          (new URL(link.href).pathname !== here || new URL(link.href).origin !== location.origin),
      );
      const buttons = [...main.querySelectorAll<HTMLButtonElement>('button')].filter(
        (button) =>
          shown(button) && !button.disabled && button.getAttribute('aria-disabled') !== 'true',
      );
      const fields = [
        ...main.querySelectorAll<HTMLInputElement>('form input, form select, form textarea'),
      ].filter((field) => !field.disabled && field.type !== 'hidden');
      return { links: links.length, buttons: buttons.length, fields: fields.length };
    });
    if (forward.links + forward.buttons + forward.fields === 0)
      cell.problems.push('no way forward in the main region (no link elsewhere, button or form)');
    for (const trap of traps) {
      const wrong = await trap.check(page);
      if (wrong) cell.problems.push(`trap "${trap.name}": ${wrong}`);
    }
    cell.problems.push(...errors);
  } catch (error) {
    cell.landed ||= relative(page.url());
    cell.problems.push(`visit failed: ${String(error).split('\n')[0]}`);
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('pageerror', onPageError);
    page.off('console', onConsole);
  }
  return cell;
}

// -- the matrix

/** The cells of each state, by its label (a retried state replaces its first try). */
const table = new Map<string, Cell[]>();

afterAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const cells = [...table.values()].flat();
  const rows = cells.map(
    (cell) =>
      `| ${escape(cell.state)} | \`${cell.route}\` | \`${escape(cell.landed)}\` | ${escape(cell.h1)} | ${cell.problems.length ? `**FAIL**: ${escape(cell.problems.join('; '))}` : 'ok'} |`,
  );
  fs.writeFileSync(
    path.join(ARTIFACTS, 'matrix.md'),
    [
      '# State matrix (shell/e2e/states.e2e.ts)',
      '',
      `${cells.length} cells, ${cells.filter((cell) => cell.problems.length).length} failing, at 390 px.`,
      '',
      '| account — state | route | landed | h1 | result |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
});

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

test.each(STATES.map((state) => [label(state), state] as const))(
  '%s: every route shows its page or a way forward',
  async (_, state) => {
    await state.arrange?.();
    const context = await env.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      if (state.account !== SIGNED_OUT) {
        const signIn = SIGN_IN[state.account];
        if (signIn) await signIn(page);
        else await signInThroughLogin(page, env.portal.url, state.account);
      }
      const cells: Cell[] = [];
      const applying = (route: string, acts: boolean) =>
        TRAPS.filter((trap) => Boolean(trap.acts) === acts && trap.applies(state, route));
      for (const route of portalRoutes(state.account !== SIGNED_OUT))
        cells.push(await visit(page, route, state, applying(route, false)));
      // The traps that press a control, each on a visit of its own after the sweep.
      for (const trap of TRAPS.filter((candidate) => candidate.acts)) {
        if (trap.applies(state, 'checkout'))
          cells.push(await visit(page, 'checkout', state, [trap], `/checkout: ${trap.name}`));
      }
      table.set(label(state), cells);
      const failing = cells
        .filter((cell) => cell.problems.length > 0)
        .map(
          (cell) =>
            `${cell.state}: ${cell.route} landed on ${cell.landed} (h1 "${cell.h1}"): ${cell.problems.join('; ')}`,
        );
      expect(failing).toEqual([]);
    } finally {
      await context.close();
    }
  },
  300_000,
);
