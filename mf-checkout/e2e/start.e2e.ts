// mf-checkout's /start in a real browser on the production build, composed by the shell: a new
// trial company chooses its plan and goes on to the onboarding; axe on each step.
import {
  inFreshPage,
  type Page,
  seriousViolations,
  signInThroughLogin,
  withPortal,
} from '@portal/testing/browser';

const env = withPortal();

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

beforeEach(async () => {
  await fetch(`${env.portal.sandboxOrigin}/__sandbox/reset`, { method: 'POST' });
});

test('a trial owner chooses the 15-day trial on /start and goes on to the onboarding', async () => {
  await inFreshPage(env.browser, async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.trial@demo.com.br');
    await h1(page, 'Primeiros passos').waitFor();
    await page.getByRole('radio', { name: 'Essential' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Teste grátis' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Começar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/minha-conta/start');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
