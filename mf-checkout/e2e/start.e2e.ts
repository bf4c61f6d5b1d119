// mf-checkout's /start in a real browser on the production build, composed by the shell: a new
// trial company chooses its plan and goes on to the onboarding; axe on each step.
import {
  h1,
  seriousViolations,
  signInThroughLogin,
  withPortalPages,
} from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

test('a trial owner chooses the 15-day trial on /start and goes on to the onboarding', async () => {
  await withPage(async (page) => {
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
