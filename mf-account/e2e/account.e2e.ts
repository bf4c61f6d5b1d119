// mf-account's home and profile in a real browser on the production build, composed by the
// shell: the home of each kind of account, the profile's pictures and password, and the guard
// against leaving with unsaved changes; axe on every page and dialog.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import {
  expectNoViolations,
  h1,
  signInThroughLogin,
  withPortalPages,
} from '@portal/testing/browser';

const { env, withPage } = withPortalPages();

/** A PNG file of about `bytes` bytes on disk, for the file picker. */
function pngFile(name: string, bytes: number): string {
  // A 1×1 PNG, padded after its end chunk (browsers ignore the trailing bytes).
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-')), name);
  fs.writeFileSync(file, Buffer.concat([pixel, Buffer.alloc(Math.max(0, bytes - pixel.length))]));
  return file;
}

test('home of a paid super user: a card per module, links to the modules; axe passes', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await h1(page, 'Minha conta').waitFor();
    const implementation = page.getByRole('link', { name: 'Implementação' });
    await implementation.waitFor();
    expect(await implementation.getAttribute('href')).toMatch(/\/modulos\/implementacao\/$/);
    expect(await page.getByRole('link', { name: 'Execução' }).getAttribute('href')).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Comprar agora' }).count()).toBe(0);
    await expectNoViolations(page);
  });
});

test('home of a cfo: the warning and every module inactive, with the reason shown on each card', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'cfo@demo.com.br');
    await page.getByText('Seu perfil é de CFO (responsável pela compra)').waitFor();
    // The warning's way forward: their profile, where their role is (issue 51: no dead end).
    const profile = page.getByRole('main').getByRole('link', { name: 'Ver meu perfil' });
    expect(await profile.getAttribute('href')).toBe('/minha-conta/meu/perfil');
    const modules = page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasNotText: 'Ver meu perfil' });
    await modules.first().waitFor();
    for (const module of await modules.all()) {
      expect(await module.getAttribute('aria-disabled')).toBe('true');
    }
    // On the card, as text: a touch screen never opens a tooltip.
    const reason = page.getByText('Como CFO, você cuida da compra e não acessa os módulos.');
    expect(await reason.count()).toBe(await modules.count());
    expect(await reason.first().isVisible()).toBe(true);
    await expectNoViolations(page);
  });
});

test('home of a trial owner in Spanish: buy now sets the plan to paid and reloads into the plan flow', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.teste@demo.com.br');
    await h1(page, 'Mi cuenta').waitFor();
    await page.getByText('Está en el período de prueba gratuita de 15 días').waitFor();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    await page.waitForURL(/\/minha-conta\/start$/);
  }, 'es');
});

test('profile: a too-large avatar is refused, a valid one is saved and still shown after a reload', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}meu/perfil`);
    await h1(page, 'Editar perfil').waitFor();
    await page
      .getByRole('region', { name: 'Dados da empresa' })
      .getByText('Horizonte Serviços Ltda')
      .waitFor();
    await expectNoViolations(page);
    const avatar = page.getByRole('group', { name: 'Foto de perfil' });

    const chooser = page.waitForEvent('filechooser');
    await avatar.getByRole('button', { name: 'Escolher imagem' }).click();
    await (await chooser).setFiles(pngFile('grande.png', 1_048_577));
    await page.getByText('A imagem deve ter no máximo 1 MB', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Salvar' }).isDisabled()).toBe(true);

    const again = page.waitForEvent('filechooser');
    await avatar.getByRole('button', { name: 'Escolher imagem' }).click();
    await (await again).setFiles(pngFile('eu.png', 4096));
    await page.getByRole('button', { name: 'Salvar' }).click();
    const done = page.getByRole('dialog', { name: 'Perfil atualizado' });
    await done.waitFor();
    await expectNoViolations(page);
    await done.getByRole('button', { name: 'OK' }).click();

    await page.reload();
    const shown = page.getByRole('group', { name: 'Foto de perfil' }).getByRole('img');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/\/files\/f/);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});

test('profile: a wrong current password is refused, the right one changes it and signs in', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'co@demo.com.br');
    await page.goto(`${env.portal.url}meu/perfil`);
    await page
      .getByRole('region', { name: 'Dados da empresa' })
      .getByText('Horizonte Serviços Ltda')
      .waitFor();
    await page.getByLabel('Senha atual').fill('Errada@123');
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova@2026');
    await page.getByLabel('Confirme a nova senha').fill('Nova@2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('A senha atual está incorreta!').first().waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).inputValue()).toBe('Nova@2026');
    await expectNoViolations(page);

    await page.getByLabel('Senha atual').fill('Senha@123');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('dialog', { name: 'Perfil atualizado' }).waitFor();
  });
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'co@demo.com.br', 'Nova@2026');
    await h1(page, 'Minha conta').waitFor();
  });
});

test('profile: leaving with unsaved changes asks first, from the menu and on reload', async () => {
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'super.pago@demo.com.br');
    await page.goto(`${env.portal.url}meu/perfil`);
    await page
      .getByRole('region', { name: 'Dados da empresa' })
      .getByText('Horizonte Serviços Ltda')
      .waitFor();
    await page.getByLabel('Senha atual').fill('algo');

    await page.getByRole('button', { name: /Menu do perfil/ }).click();
    await page.getByRole('menuitem', { name: 'Minha conta' }).click();
    const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await ask.waitFor();
    await expectNoViolations(page);
    await ask.getByRole('button', { name: 'Continuar editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/minha-conta/meu/perfil');
    expect(await page.getByLabel('Senha atual').inputValue()).toBe('algo');

    // The browser asks before a reload; staying keeps what was typed.
    const dialog = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload()).catch(() => undefined);
    const beforeUnload = await dialog;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    expect(await page.getByLabel('Senha atual').inputValue()).toBe('algo');

    await page.getByRole('button', { name: /Menu do perfil/ }).click();
    await page.getByRole('menuitem', { name: 'Minha conta' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await h1(page, 'Minha conta').waitFor();
  });
});
