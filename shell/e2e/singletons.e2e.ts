// One React, one react-dom and one session store / i18n / config across the shell and the
// remotes of a page: two copies would split hooks, context and the signed-in state.
import {
  collectReports,
  newPortalPage,
  signedInSession,
  recordRequests,
  withPortal,
} from '@portal/testing/browser';
import { frame, markDocument } from './support';

const env = withPortal();

/** What __FEDERATION__.__SHARE__ holds for a package, flattened over share scopes. */
interface ShareEntry {
  readonly scopeOwner: string;
  readonly version: string;
  readonly from: string;
  readonly loaded: boolean;
  readonly useIn: readonly string[];
}

interface ManifestAssets {
  readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] };
}
interface Manifest {
  readonly shared: readonly { readonly name: string; readonly assets: ManifestAssets }[];
  readonly exposes: readonly { readonly assets: ManifestAssets }[];
}

const REACT_PACKAGES = ['react', 'react-dom', 'react-dom/client'];

/** The files a remote would fetch to run its own copy of React / react-dom (from its manifest). */
async function ownReactFiles(origin: string): Promise<string[]> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
  const files = (assets: ManifestAssets) => [...assets.js.sync, ...assets.js.async];
  // A chunk the exposed module needs anyway is not evidence of a second copy.
  const exposed = new Set(manifest.exposes.flatMap((expose) => files(expose.assets)));
  return manifest.shared
    .filter((shared) => REACT_PACKAGES.includes(shared.name))
    .flatMap((shared) => files(shared.assets))
    .filter((file) => !exposed.has(file))
    .map((file) => `${origin}/${file}`);
}

test('react, react-dom and the stateful env.portal packages load once for the shell and two remotes', async () => {
  const { context, page } = await newPortalPage(env.browser, {
    session: await signedInSession(env.portal),
  });
  try {
    const network = recordRequests(page);
    const reports = collectReports(page);

    // mf_billing first…
    await page.goto(`${env.portal.url}gestao-de-cobrancas`);
    await page.getByRole('heading', { level: 1, name: 'Gestão de cobranças' }).waitFor();
    const sameDocument = await markDocument(page);

    // …then mf_account, by a client-side navigation (the header's brand link).
    await frame(page).brand.click();
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/minha-conta\/?$/);
    expect(await sameDocument()).toBe(true);
    await network.idle({ quietMs: 500 });

    const share = await page.evaluate((names) => {
      type Info = { version?: string; from?: string; loaded?: boolean; useIn?: string[] };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>>;
          };
        }
      ).__FEDERATION__;
      const out: Record<string, ShareEntry[]> = Object.fromEntries(names.map((name) => [name, []]));
      for (const [scopeOwner, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const name of names) {
            for (const [version, info] of Object.entries(packages[name] ?? {})) {
              out[name]?.push({
                scopeOwner,
                version,
                from: String(info.from),
                loaded: info.loaded === true,
                useIn: [...(info.useIn ?? [])],
              });
            }
          }
        }
      }
      return out;
    }, REACT_PACKAGES);

    for (const name of ['react', 'react-dom']) {
      const entries = share[name] ?? [];
      expect(entries.length).toBeGreaterThan(0);
      // Exactly one version of the package was loaded, and it is the shell's.
      const loaded = new Set(
        entries.filter((entry) => entry.loaded).map((e) => `${e.version} from ${e.from}`),
      );
      expect([...loaded]).toEqual([expect.stringMatching(/ from shell$/)]);
    }
    // Both remotes run on the shell's React (they are its users, not providers of their own).
    const reactUsers = new Set((share.react ?? []).filter((e) => e.loaded).flatMap((e) => e.useIn));
    expect([...reactUsers]).toEqual(expect.arrayContaining(['shell', 'mf_account', 'mf_billing']));

    // No remote fetched the chunks of its own React or react-dom.
    const requested = new Set(network.urls());
    for (const id of ['mf_billing', 'mf_account']) {
      const origin = env.portal.apps.get(id)!.origin;
      const ownCopies = await ownReactFiles(origin);
      expect(ownCopies.length).toBeGreaterThan(0); // the remote does ship a fallback copy…
      expect(ownCopies.filter((url) => requested.has(url))).toEqual([]); // …that was not fetched
    }

    // One session store, one i18n instance, one config store for the whole page.
    const singletons = await page.evaluate(
      () => (globalThis as unknown as { __portalSingletons__?: unknown }).__portalSingletons__,
    );
    expect(singletons).toMatchObject({
      '@portal/session': { count: 1 },
      '@portal/i18n': { count: 1 },
      '@portal/config': { count: 1 },
    });
    expect(reports.filter((report) => report.phase.startsWith('singleton'))).toEqual([]);
  } finally {
    await context.close();
  }
});
