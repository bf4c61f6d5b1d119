// The sandbox as the portal's pages meet it: across origins (CORS, the page's CSP), with the
// bearer token, multipart upload, and the single-sign-on round trip through the
// identity-provider double back to the portal.
import { newPortalPage, withPortal } from '../src/browser.mjs';

const env = withPortal();

/** Runs `fetch` inside the portal page (its origin, its Content-Security-Policy). */
function callFromPage(page, url, init = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, init);
      return { status: response.status, body: await response.json() };
    },
    { url, init },
  );
}

async function portalPage() {
  const { context, page } = await newPortalPage(env.browser);
  await page.goto(`${env.portal.url}login`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { context, page };
}

it('a portal page signs in, reads with its token and uploads an image the page can show', async () => {
  const { context, page } = await portalPage();
  const api = env.portal.config.api;
  try {
    const login = await callFromPage(page, `${api.user}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'super.pago@demo.com.br', password: 'Senha@123' }),
    });
    expect(login.status).toBe(200);
    const token = login.body.payload.token;

    const services = await callFromPage(page, `${api.execution}/my/services/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(services.status).toBe(200);
    expect(services.body.payload.length).toBeGreaterThan(1);

    const shown = await page.evaluate(
      async ({ base, token }) => {
        // A 1×1 PNG, drawn by the page itself.
        const canvas = document.createElement('canvas');
        canvas.width = 8;
        canvas.height = 8;
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
        const form = new FormData();
        form.append('files[]', new File([blob], 'avatar.png', { type: 'image/png' }));
        const response = await fetch(`${base}/file/upload`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        const { payload } = await response.json();
        const image = new Image();
        image.src = payload[0].url;
        await image.decode();
        return { status: response.status, width: image.naturalWidth };
      },
      { base: api.user, token },
    );
    expect(shown).toEqual({ status: 200, width: 8 });
  } finally {
    await context.close();
  }
});

it('single sign-on goes to the identity provider and comes back to the portal with a session', async () => {
  const { context, page } = await portalPage();
  const api = env.portal.config.api;
  try {
    const started = await callFromPage(page, `${api.user}/auth/initiate-sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sso@demo.com.br' }),
    });
    expect(started.status).toBe(200);

    await page.goto(started.body.payload.redirectUrl);
    await page.getByText('sso@demo.com.br').waitFor();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/minha-conta\/login\/sso\/session=[0-9a-f]+$/);

    const session = decodeURIComponent(new URL(page.url()).pathname.split('session=')[1]);
    const exchanged = await callFromPage(page, `${api.user}/auth/sso/session/${session}`);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.payload.email).toBe('sso@demo.com.br');

    // A session works once.
    const again = await callFromPage(page, `${api.user}/auth/sso/session/${session}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'not_found_session' } });
  } finally {
    await context.close();
  }
});
