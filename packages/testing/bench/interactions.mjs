// The `interactions` section of `pnpm bench`: what a key or a click costs on the portal's busiest
// inputs, as the browser itself reports it. Each run is a cold page (fresh context, CPU 4× slower,
// loopback); the page's Event Timing entries (`PerformanceObserver` type `event`,
// durationThreshold 16 ms) are grouped by interactionId, an interaction costing its longest event
// (input delay, handlers and the frame after them). Per scenario: its worst interaction, its
// typical one (the median of a run: less at the mercy of a busy machine than the worst), the
// time its handlers ran in all (reported interactions only) and how many went over 100 ms and
// over 200 ms, medians over the runs. Keys are typed one by one at a
// fast typist's pace, so one slow key also delays the next, as it would for a user. Measured in
// a headful Chromium on Xvfb when there is one (headful.mjs): headless Chromium may skip drawing
// a typed key, and Event Timing then waits for a later frame (README, "Key presses in headless
// Chromium"). Besides the trial owner's checkout (seeded storage, throttled once settled), the
// checkout of a company that has just signed up through the form, throttled from step 1 on.
import { stripVTControlCharacters } from 'node:util';
import { newPortalPage, signedInSession, TRIAL_AT_CHECKOUT } from '../src/browser.mjs';
import {
  CPU_SLOWDOWN,
  NETWORK_LOOPBACK,
  openColdPage,
  settleOn,
  STEP_TIMEOUT_MS,
} from './page-metrics.mjs';
import { openScreenBrowser } from './headful.mjs';
import { budgetVerdict, ms, spread, summarize, table } from './report.mjs';

/** The goal per interaction (issue 42): none over the first, and never one over the second. */
export const INTERACTION_LIMITS_MS = [100, 200];
/** Between two keys: a fast typist (about 8 keys a second). */
const KEY_DELAY_MS = 120;
/** After a scenario: time for the last frames and the Event Timing entries to be reported. */
const SETTLE_MS = 600;

const PROVIDER_ADMIN = 'admin@provedor.com.br';
/** A CEP the sandbox's postal lookup knows (it fills the address), and a valid CNPJ. */
const CEP = '01310100';
const CNPJ = '11222333000181';
const STREET = 'Rua Augusta';
const CARD_NUMBER = '4111111111111111';
const EMAIL = 'super.pago@demo.com.br';
const EMAIL_FIELD = 'input[type=email], input[name=email]';
/** The sign-up link a new customer follows: the Essential plan, no mother company. */
const ESSENTIAL_SIGN_UP = 'login/cadastro/es/false';
const NEW_PASSWORD = 'Padaria@2026';
/** What a fresh company types on the checkout's steps 2 and 3, besides the CEP, CNPJ and card. */
const FRESH_COMPANY = {
  companyName: 'Padaria Boa Vista Ltda',
  municipalRegistration: '12345678',
  number: '1500',
  financeEmail: 'financeiro@padariaboavista.com.br',
  financePhone: '11987654321',
  holderName: 'BEATRIZ CAMPOS',
  expiry: '1230',
  cvv: '123',
};

/** The scenarios, in the order they are printed; `page` says which visit measures them. */
const SCENARIOS = [
  { id: 'checkoutPlan', label: 'checkout step 1: choose another plan', visit: 'checkout' },
  { id: 'checkoutCep', label: 'checkout step 2: type a CEP (lookup, fill)', visit: 'checkout' },
  { id: 'checkoutCnpj', label: 'checkout step 2: type a CNPJ', visit: 'checkout' },
  { id: 'checkoutStreet', label: 'checkout step 2: type a street', visit: 'checkout' },
  { id: 'checkoutCard', label: 'checkout step 3: type a card number', visit: 'checkout' },
  { id: 'freshNext', label: 'fresh company, step 1: Próximo (CPU 4× from here)', visit: 'fresh' },
  {
    id: 'freshCep',
    label: 'fresh company, step 2: type a CEP at once (lookup, fill)',
    visit: 'fresh',
  },
  { id: 'freshCnpj', label: 'fresh company, step 2: type a CNPJ', visit: 'fresh' },
  { id: 'freshStreet', label: 'fresh company, step 2: retype the street', visit: 'fresh' },
  { id: 'freshNumber', label: 'fresh company, step 2: type the number', visit: 'fresh' },
  {
    id: 'freshCompany',
    label: 'fresh company, step 2: name, registration, e-mail, phone',
    visit: 'fresh',
  },
  { id: 'freshCard', label: 'fresh company, step 3: type a card number', visit: 'fresh' },
  {
    id: 'freshCardRest',
    label: 'fresh company, step 3: holder, CPF/CNPJ, validity, CVV',
    visit: 'fresh',
  },
  { id: 'loginEmail', label: 'login: type an e-mail', visit: 'login' },
  { id: 'peerLoginEmail', label: 'plain peer login: type an e-mail', visit: 'peer' },
  { id: 'profileMenu', label: 'home: open the profile menu', visit: 'home' },
  { id: 'backofficeEdit', label: 'back-office: row actions, then Editar', visit: 'backoffice' },
];

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry that belongs to an
 * interaction (keys, pointers, clicks), from the first one on.
 */
function watchInteractions() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__benchEvents.push({
        id: entry.interactionId,
        name: entry.name,
        duration: entry.duration,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Times `act` on `page`: the interactions it made (those of 16 ms or more: the browser reports
 * nothing shorter), each its longest event, once the page settled after it. `handlers` is the
 * time their events' handlers ran, all together: what the page's code cost, without the wait for
 * a frame that rounds every duration up (durations come in steps of 8 ms).
 */
async function timed(page, act) {
  const from = await page.evaluate(() => window.__benchEvents.length);
  await act();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const events = await page.evaluate((start) => window.__benchEvents.slice(start), from);
  const byInteraction = new Map();
  let handlers = 0;
  for (const event of events) {
    handlers += event.processing;
    const known = byInteraction.get(event.id);
    if (!known || event.duration > known.duration) byInteraction.set(event.id, event);
  }
  const durations = [...byInteraction.values()].map((event) => event.duration);
  const [over100, over200] = INTERACTION_LIMITS_MS.map(
    (limit) => durations.filter((duration) => duration > limit).length,
  );
  return {
    worst: durations.length ? Math.max(...durations) : 0,
    typical: summarize(durations).median ?? 0,
    over100,
    over200,
    interactions: durations.length,
    handlers,
    durations,
  };
}

/** Empties `field` (not an interaction), then clicks it and types `text` key by key. */
async function retype(page, field, text) {
  await field.fill('');
  await page.waitForTimeout(SETTLE_MS);
  return timed(page, async () => {
    await field.click();
    await field.pressSequentially(text, { delay: KEY_DELAY_MS });
  });
}

async function coldPage(browser, session, url, heading) {
  const opened = await openColdPage(browser, { session, network: NETWORK_LOOPBACK });
  await opened.context.addInitScript(watchInteractions);
  await opened.page.goto(url);
  if (heading) await settleOn(opened.page, heading);
  return opened;
}

const h2 = (page, name) => page.getByRole('heading', { level: 2, name });

/**
 * The checkout on /start as a trial owner: step 1 (another plan), step 2 (CEP with its lookup,
 * CNPJ, street), then step 3 (card number).
 */
async function checkoutVisit(browser, portal) {
  const session = await signedInSession(portal, TRIAL_AT_CHECKOUT.flags, TRIAL_AT_CHECKOUT.account);
  const { context, page } = await coldPage(
    browser,
    session,
    `${portal.url}start`,
    'Contratar plano',
  );
  try {
    await h2(page, 'Plano').waitFor();
    const plans = page.getByRole('radio', { name: /^(Essential|Advanced|Enterprise)/ });
    await plans.first().waitFor();
    const other = (await plans.nth(0).isChecked()) ? plans.nth(1) : plans.nth(0);
    const result = { checkoutPlan: await timed(page, () => other.click()) };
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Dados da empresa e de cobrança').waitFor();
    await page.waitForLoadState('networkidle');
    result.checkoutCep = await retype(page, page.getByLabel('CEP', { exact: true }), CEP);
    result.checkoutCnpj = await retype(page, page.getByLabel('CNPJ', { exact: true }), CNPJ);
    result.checkoutStreet = await retype(
      page,
      page.getByLabel('Logradouro', { exact: true }),
      STREET,
    );
    const phone = page.getByLabel('Telefone do financeiro');
    if (!(await phone.inputValue())) await phone.fill('11987654321');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
    result.checkoutCard = await retype(page, page.getByLabel('Número do cartão'), CARD_NUMBER);
    return result;
  } finally {
    await context.close();
  }
}

/** Clicks `field` and types `text` into it key by key, at once (no wait for the page first). */
async function typeInto(field, text) {
  await field.click();
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

/**
 * A new customer, as one arrives: from the Essential plan's sign-up link, the three sign-up steps
 * through the form (a new e-mail each run), the plan choice, the onboarding (CEO and CO), then the
 * checkout's step 1. Not throttled: what is measured starts there.
 */
async function signUpFreshCompany(page, portal, run) {
  await page.goto(`${portal.url}${ESSENTIAL_SIGN_UP}`);
  await page.getByRole('heading', { level: 1, name: 'Cadastre sua empresa' }).waitFor();
  await page.waitForFunction(() => !document.getElementById('prerender'));
  await page.getByLabel('Nome completo').fill('Beatriz Campos');
  await page.getByLabel('Celular').fill('11987654321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: 'Compliance Officer (CO)' }).check();
  await page.getByLabel('Nome da empresa').fill(FRESH_COMPANY.companyName);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('E-mail').fill(`beatriz.${Date.now()}.${run}@padariaboavista.com.br`);
  await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a senha').fill(NEW_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByRole('heading', { level: 1, name: 'Primeiros passos' }).waitFor();
  await page.getByRole('radio', { name: /^Essential/ }).check();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Começar' }).click();
  await page.getByRole('button', { name: 'Sou CEO e CO' }).click();
  await page.getByRole('button', { name: 'Ir para a plataforma' }).click();
  await h2(page, 'Plano').waitFor();
}

/**
 * The checkout of a company that has just signed up (issue 52): the CPU 4× slower from step 1
 * on, Próximo, then step 2's fields typed as they come (the CEP first, at once: no click or quiet
 * network waited for before it), then step 3's card fields. What the trial owner's visit (seeded
 * storage, throttled once the step settled, a click first) does not see.
 */
async function freshCheckoutVisit(browser, portal, run) {
  const { context, page } = await newPortalPage(browser);
  await context.addInitScript(watchInteractions);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    await signUpFreshCompany(page, portal, run);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const field = (label) => page.getByLabel(label, { exact: true });
    const result = {};
    result.freshNext = await timed(page, async () => {
      await page.getByRole('button', { name: 'Próximo' }).click();
      await h2(page, 'Dados da empresa e de cobrança').waitFor();
    });
    result.freshCep = await timed(page, () => typeInto(field('CEP'), CEP));
    result.freshCnpj = await timed(page, () => typeInto(field('CNPJ'), CNPJ));
    // The lookup filled the street: the user corrects it.
    await field('Logradouro').fill('');
    result.freshStreet = await timed(page, () => typeInto(field('Logradouro'), STREET));
    result.freshNumber = await timed(page, () => typeInto(field('Número'), FRESH_COMPANY.number));
    // The lookup leaves the street's and the neighbourhood's types to choose (native selects, not
    // timed); the sign-up gave the company's name and the finance e-mail, retyped here.
    await page.getByLabel('Tipo de logradouro').selectOption('Avenida');
    await page.getByLabel('Tipo de bairro').selectOption('Bairro');
    for (const label of ['Razão social', 'E-mail do financeiro']) await field(label).fill('');
    result.freshCompany = await timed(page, async () => {
      await typeInto(field('Razão social'), FRESH_COMPANY.companyName);
      await typeInto(field('Inscrição municipal'), FRESH_COMPANY.municipalRegistration);
      await typeInto(field('E-mail do financeiro'), FRESH_COMPANY.financeEmail);
      await typeInto(field('Telefone do financeiro'), FRESH_COMPANY.financePhone);
    });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await h2(page, 'Pagamento').waitFor();
    await page.getByRole('radio', { name: 'Cartão de crédito' }).click();
    result.freshCard = await timed(page, () => typeInto(field('Número do cartão'), CARD_NUMBER));
    result.freshCardRest = await timed(page, async () => {
      await typeInto(field('Nome do titular (como no cartão)'), FRESH_COMPANY.holderName);
      await typeInto(field('CPF ou CNPJ do titular'), CNPJ);
      await typeInto(field('Validade (MM/AA)'), FRESH_COMPANY.expiry);
      await typeInto(field('CVV'), FRESH_COMPANY.cvv);
    });
    return result;
  } finally {
    await context.close();
  }
}

/** A cold /login (the portal's, or the plain peer's): an e-mail typed into its field. */
async function loginVisit(browser, url, heading) {
  const { context, page } = await coldPage(browser, null, url, heading);
  try {
    return await retype(page, page.locator(EMAIL_FIELD).first(), EMAIL);
  } finally {
    await context.close();
  }
}

/** Signed in on the home page (a paid super user): the profile menu opened. */
async function homeVisit(browser, portal) {
  const { context, page } = await coldPage(
    browser,
    await signedInSession(portal),
    portal.url,
    'Minha conta',
  );
  try {
    const button = page.getByRole('button', { name: /^Menu do perfil/ });
    const opened = await timed(page, async () => {
      await button.click();
      await page.getByRole('menu').waitFor();
    });
    return { profileMenu: opened };
  } finally {
    await context.close();
  }
}

/** /gestao-de-empresas as the provider's administrator: a row's actions, then Editar. */
async function backofficeVisit(browser, portal) {
  const { context, page } = await coldPage(
    browser,
    await signedInSession(portal, {}, PROVIDER_ADMIN),
    `${portal.url}gestao-de-empresas`,
    'Gestão de empresas',
  );
  try {
    await page.getByRole('rowheader').first().waitFor();
    const edit = await timed(page, async () => {
      await page
        .getByRole('button', { name: /^Ações de / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Editar', exact: true }).click();
      await page.getByRole('dialog', { name: 'Editar empresa' }).waitFor();
    });
    return { backofficeEdit: edit };
  } finally {
    await context.close();
  }
}

/**
 * Every scenario `options.runs` times against `portal` (and the plain peer's login when
 * `options.peer`, a served peer, is given); `options.visits` (e.g. ['fresh']) runs only those
 * visits. A failed visit is kept as { error } for its scenarios.
 */
export async function measureInteractions(benchBrowser, portal, options) {
  const screen = await openScreenBrowser(benchBrowser);
  try {
    return await measureIn(screen.browser, portal, options, screen.display);
  } finally {
    await screen.close();
  }
}

async function measureIn(browser, portal, options, display) {
  const visits = {
    checkout: () => checkoutVisit(browser, portal),
    fresh: (run) => freshCheckoutVisit(browser, portal, run),
    login: async () => ({
      loginEmail: await loginVisit(browser, `${portal.url}login`, 'Entrar'),
    }),
    peer: options.peer
      ? async () => ({
          peerLoginEmail: await loginVisit(browser, `${options.peer.url}login`, null),
        })
      : null,
    home: () => homeVisit(browser, portal),
    backoffice: () => backofficeVisit(browser, portal),
  };
  const runs = Object.fromEntries(SCENARIOS.map((scenario) => [scenario.id, []]));
  console.log(
    `• interactions (Event Timing, worst per scenario), loopback, ${options.runs} run(s), ` +
      (display === 'xvfb'
        ? 'headful Chromium on Xvfb'
        : 'HEADLESS Chromium (no Xvfb, or PORTAL_BENCH_HEADLESS=1): keys may wait for a late paint') +
      (options.peer ? '' : '; no plain peer this run'),
  );
  for (let run = 0; run < options.runs; run += 1) {
    for (const [visit, measure] of Object.entries(visits)) {
      if (!measure || (options.visits && !options.visits.includes(visit))) continue;
      const ids = SCENARIOS.filter((scenario) => scenario.visit === visit).map((s) => s.id);
      let result;
      try {
        result = await measure(run);
      } catch (error) {
        // Its first line, and what the locator waited for (from Playwright's call log).
        const waited = error.message.split('\n').find((line) => line.includes('waiting for'));
        console.warn(
          `    ${visit} run ${run + 1} failed: ${error.message.split('\n')[0]}` +
            (waited ? ` (${stripVTControlCharacters(waited).trim()})` : ''),
        );
        result = Object.fromEntries(ids.map((id) => [id, { error: error.message }]));
      }
      for (const id of ids) runs[id].push(result[id] ?? { error: 'not reached' });
    }
  }
  const scenarios = {};
  for (const { id, label } of SCENARIOS) {
    const done = runs[id].filter((run) => !run.error);
    if (runs[id].length === 0) continue;
    scenarios[id] = {
      label,
      worst: summarize(done.map((run) => run.worst)),
      typical: summarize(done.map((run) => run.typical)),
      handlers: summarize(done.map((run) => run.handlers)),
      over100: summarize(done.map((run) => run.over100)),
      over200: summarize(done.map((run) => run.over200)),
      interactions: summarize(done.map((run) => run.interactions)),
      failed: runs[id].length - done.length,
      runs: runs[id],
    };
  }
  return { limitsMs: INTERACTION_LIMITS_MS, keyDelayMs: KEY_DELAY_MS, display, scenarios };
}

const count = (summary) => (summary.median === null ? 'n/a' : String(summary.median));

export function printInteractions(results) {
  console.log(
    `\nInteractions — worst per scenario (Event Timing, ≥ 16 ms reported), CPU 4×, loopback, ${
      results.display === 'xvfb' ? 'headful (Xvfb)' : 'headless'
    }, medians over the runs`,
  );
  const rows = Object.values(results.scenarios).map((scenario) => [
    scenario.label,
    spread(scenario.worst, ms),
    ms(scenario.typical.median),
    ms(scenario.handlers.median),
    count(scenario.over100),
    count(scenario.over200),
    count(scenario.interactions),
    budgetVerdict(scenario.worst.median, {
      limit: INTERACTION_LIMITS_MS[0],
      unit: ms,
      what: `interaction, ${scenario.label}`,
    }),
    scenario.failed ? `${scenario.failed} failed` : '',
  ]);
  console.log(
    table(
      [
        'scenario',
        'worst median (min–max)',
        'typical',
        'handlers',
        '> 100 ms',
        '> 200 ms',
        '≥ 16 ms',
        '≤ 100 ms',
        '',
      ],
      rows,
    ),
  );
}
