// Errors in an error tracker (issue 55), on the production build served as deployed: the runtime
// config names a project per remote (the sandbox serves Sentry's ingest protocol) and a tunnel on
// the shell's origin. An error thrown in each of the five remotes' own code reaches that remote's
// project, with the release the remote runs and the route's pattern; a remote that cannot load
// reports the step it failed at. The tracker's code comes only with the first error, once the page
// is in.
import { signInThroughLogin, withPortalPages } from '@portal/testing/browser';
import { PROJECTS, throwInRemote, trackEveryRemote, type RemoteName } from './support';

const { env, withPage } = withPortalPages();

interface Received {
  readonly project: string;
  readonly event: {
    readonly release?: string;
    readonly tags: Record<string, string>;
    readonly exception: {
      values: { value: string; stacktrace?: { frames: { filename?: string }[] } }[];
    };
  };
}

/** The events a project received, once it has at least `count` (a few seconds at most). */
async function eventsOf(project: number, count = 1): Promise<Received[]> {
  const read = async () =>
    (await (
      await fetch(`${env.portal.sandboxOrigin}/__sandbox/tracker/api/${project}/events/`)
    ).json()) as Received[];
  let events = await read();
  for (let tries = 0; tries < 75 && events.length < count; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    events = await read();
  }
  return events;
}

/** The release a remote's build says it is (its release file beside its manifest). */
async function releaseOf(name: RemoteName): Promise<string> {
  const manifest = env.portal.config.remotes.find((remote) => remote.name === name)!.manifest;
  const info = (await (await fetch(new URL('release.json', manifest))).json()) as {
    release: string;
  };
  return info.release;
}

async function expectTracked(name: RemoteName, route: string) {
  const [received] = await eventsOf(PROJECTS[name]);
  expect(received).toBeDefined();
  expect(received!.event.release).toBe(await releaseOf(name));
  expect(received!.event.tags).toMatchObject({
    remote: name,
    route,
    phase: 'unhandled-rejection',
    language: 'pt-BR',
  });
  const [exception] = received!.event.exception.values;
  expect(exception!.value).toBe(`${name}: no catalog for the page pagina-inexistente`);
  // Its stack, frame by frame: the top one a file of the remote's own origin.
  const origin = env.portal.apps.get(name)!.origin;
  const frames = exception!.stacktrace!.frames;
  expect(frames.at(-1)!.filename).toMatch(new RegExp(`^${origin}/`));
}

test('an error thrown in each of the five remotes reaches its own project, with its release and route', async () => {
  trackEveryRemote(env.portal);
  await withPage(async (page) => {
    await page.goto(`${env.portal.url}login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Nothing of the tracker on a page with no error.
    const trackerChunk = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((one) => /error-tracker/.test(one.name)),
      );
    await page.waitForLoadState('load');
    expect(await trackerChunk()).toBe(false);
    await throwInRemote(page, 'mf_auth');
    await expectTracked('mf_auth', 'login');
    expect(await trackerChunk()).toBe(true);

    // A company on its trial: its profile, its plan choice and its charges are all open to it.
    await signInThroughLogin(page, env.portal.url, 'super.teste@demo.com.br');
    await page.goto(`${env.portal.url}meu/perfil`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await throwInRemote(page, 'mf_account');
    await expectTracked('mf_account', 'meu/perfil');

    await page.goto(`${env.portal.url}checkout`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await throwInRemote(page, 'mf_checkout');
    await expectTracked('mf_checkout', 'checkout');

    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    await throwInRemote(page, 'mf_billing');
    await expectTracked('mf_billing', 'gestao-de-cobrancas');
    expect((await eventsOf(PROJECTS.mf_billing))[0]!.event.tags.company_id).toEqual(
      expect.stringMatching(/\S/),
    );
  });
  await withPage(async (page) => {
    await signInThroughLogin(page, env.portal.url, 'admin@provedor.com.br');
    await page.goto(`${env.portal.url}gestao-de-empresas`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await throwInRemote(page, 'mf_backoffice');
    await expectTracked('mf_backoffice', 'gestao-de-empresas');
  });
  // The shell's own project received none of them.
  expect(await eventsOf(1, 0)).toEqual([]);
});

test('a remote that cannot load reports the step it failed at, to its own project', async () => {
  trackEveryRemote(env.portal);
  env.portal.updateConfig((config) => {
    const billing = config.remotes.find((remote) => remote.name === 'mf_billing')!;
    billing.manifest = billing.manifest.replace('mf-manifest.json', 'sumiu/mf-manifest.json');
  });
  try {
    await withPage(async (page) => {
      await signInThroughLogin(page, env.portal.url, 'super.atrasado@demo.com.br');
      await page.goto(`${env.portal.url}gestao-de-cobrancas`);
      await page.getByRole('heading', { name: 'Módulo indisponível' }).waitFor();
      const [received] = await eventsOf(PROJECTS.mf_billing);
      expect(received!.event.tags).toMatchObject({
        remote: 'mf_billing',
        phase: 'remote-load:network',
        load_step: 'manifest',
        route: 'gestao-de-cobrancas',
      });
    });
  } finally {
    env.portal.updateConfig((config) => {
      const billing = config.remotes.find((remote) => remote.name === 'mf_billing')!;
      billing.manifest = billing.manifest.replace('sumiu/', '');
    });
  }
});
