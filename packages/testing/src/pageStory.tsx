// Page-level stories of the remotes: a page mounted at its route, with the runtime config, a
// session, its catalogs and a fresh sandbox answering its calls in the page (no server), so a
// designer sees the real page, fed by the real handlers, in either language.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadApiMessages } from '@portal/api/messages';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@portal/config';
import { registerCatalog, type CatalogLoader } from '@portal/i18n';
import { useRoutes } from '@portal/router';
import { MemoryRouter } from '@portal/router/memory';
import { toSession } from '@portal/api';
import {
  createSandbox,
  installSandboxFetch,
  signInDirectly,
  type Db,
  type SandboxControls,
} from '@portal/sandbox-api';
import type { RemoteRoutesModule } from '@portal/contracts';
import { sessionStore, type SessionData } from '@portal/session';
import { PortalToasts } from '@portal/ui';
import { inRemote } from './remote';

export { onPage, showsRole, storyDialog } from './storyPlay';

/** Where the stories' sandbox answers (never a real host: the page's fetch is intercepted). */
export const STORY_API_ORIGIN = 'http://sandbox.story';
/** The sandbox's clock in stories, as in page tests. */
export const STORY_NOW = new Date('2026-11-22T12:00:00Z');

const base = (prefix: string) => `${STORY_API_ORIGIN}${prefix}`;

function storyConfig(overrides: Partial<RuntimeConfig>): RuntimeConfig {
  return parseRuntimeConfig({
    environment: 'development',
    platformCode: 'compliance',
    partnerMode: false,
    remotes: [],
    remoteTimeoutMs: 8000,
    api: {
      user: base('/user'),
      execution: base('/execution'),
      implementation: base('/implementation'),
      management: base('/management'),
      cardProvider: base('/card-provider'),
      postalLookup: base('/postal'),
    },
    featureFlags: {},
    errorReporting: { sampleRate: 0 },
    support: { phone: '0800 000 0000', email: 'suporte@minhaconta.com.br' },
    ...overrides,
  });
}

export interface PageStoryOptions {
  /** The address the story opens (relative to the base path). */
  readonly route: string;
  /** The route pattern the page is mounted at. */
  readonly path: string;
  /** Other routes of the page's remote, so its in-app links and redirects land somewhere real. */
  readonly routes?: readonly { readonly path: string; readonly element: ReactNode }[];
  readonly session?: SessionData | null;
  /** Signed in as this demo account of the story's sandbox (instead of `session`). */
  readonly signedInAs?: string;
  readonly config?: Partial<RuntimeConfig>;
  /**
   * Changes the seeded sandbox data before the page calls it; with the sandbox's controls, makes
   * a call fail or wait: `arrange: (_db, sandbox) => sandbox.hold('companyUsers')` for the
   * loading state. The client retries a failed GET, so a failing read wants `{ times: Infinity }`.
   */
  readonly arrange?: (db: Db, sandbox: SandboxControls) => void;
  /** The remote's catalog (the shared ones are registered by the Storybook preview). */
  readonly catalogs?: Readonly<Record<string, CatalogLoader>>;
  /** What the frame puts around routes, e.g. the kit's PortalToasts. */
  readonly around?: ComponentType<{ readonly children: ReactNode }>;
}

function PageRoutes({
  page,
  options,
}: {
  readonly page: ReactNode;
  readonly options: PageStoryOptions;
}) {
  return useRoutes([{ path: options.path, element: page }, ...(options.routes ?? [])]);
}

function PageStage({
  options,
  page,
}: {
  readonly options: PageStoryOptions;
  readonly page: ReactNode;
}) {
  // Set up once, before the first render of the page (its first call may happen at mount).
  const [restore] = useState(() => {
    setRuntimeConfig(storyConfig(options.config ?? {}));
    const sandbox = createSandbox({ now: () => STORY_NOW });
    options.arrange?.(sandbox.db(), sandbox);
    const signedIn = options.signedInAs
      ? toSession(signInDirectly(sandbox.db(), options.signedInAs, STORY_NOW))
      : null;
    sessionStore.setState({ session: signedIn ?? options.session ?? null });
    return installSandboxFetch(sandbox, STORY_API_ORIGIN);
  });
  useEffect(() => restore, [restore]);
  const Around = options.around ?? (({ children }: { readonly children: ReactNode }) => children);
  return (
    <Around>
      <MemoryRouter initialEntries={[options.route]}>
        <PageRoutes page={page} options={options} />
      </MemoryRouter>
    </Around>
  );
}

/** A story's own page options, typed: `parameters: pageParameters({ arrange: (db) => … })`. */
export const pageParameters = (page: Partial<PageStoryOptions>) => ({ page });

/**
 * Story annotations for a page: `const meta = { component: LoginPage, ...pageStory({ … }) }`.
 * A story changes any option with `parameters: { page: { config: { partnerMode: true } } }`.
 * Each story gets its own sandbox, so a story's calls never leak into the next one.
 */
export function pageStory(options: PageStoryOptions) {
  return {
    loaders: [
      async () => {
        await registerCatalog('api', loadApiMessages);
        for (const [owner, loader] of Object.entries(options.catalogs ?? {})) {
          await registerCatalog(owner, loader);
        }
        return {};
      },
    ],
    decorators: [
      (Story: ComponentType, context: { parameters: { page?: Partial<PageStoryOptions> } }) => (
        <PageStage options={{ ...options, ...context.parameters.page }} page={<Story />} />
      ),
    ],
    parameters: { layout: 'fullscreen' },
  };
}

/**
 * A remote as its stories need it, apart from its pages: its name, catalog and what it puts
 * around every page (`src/remote.ts` of each remote). Stories never import the routes module:
 * it would lead them back through the routes to every page.
 */
export type StoryRemote = Pick<
  RemoteRoutesModule,
  'name' | 'loadMessages' | 'pageCatalogs' | 'Providers'
>;

/**
 * Story annotations for a page of a remote: the page at its route, in the remote's providers,
 * with the frame's toast area and the remote's catalog.
 */
export function remoteStory(
  remote: StoryRemote,
  options: Omit<PageStoryOptions, 'catalogs' | 'around'>,
) {
  const story = pageStory({
    ...options,
    catalogs: { [remote.name]: remote.loadMessages, ...remote.pageCatalogs },
    around: PortalToasts,
  });
  // The first decorator is the innermost: the page in its remote's providers, as the shell has it.
  return {
    ...story,
    decorators: [(Story: ComponentType) => inRemote(remote, <Story />), ...story.decorators],
  };
}

/**
 * What a remote's own story options leave out: the story helpers fill them in from the remote.
 * `route` is the page's own address (`/${path}`) unless the story opens another one.
 */
export type RemoteStoryOptions = Omit<
  PageStoryOptions,
  'catalogs' | 'around' | 'routes' | 'route'
> &
  Partial<Pick<PageStoryOptions, 'route'>>;

/**
 * The story helpers of a remote, built from its `src/remote.ts` (`createRemote`): `story` for a
 * page at its route, `partStory(path)` for a component of the page at `path`, mounted there (so
 * it has what the page gives it: the remote's cache, the session, the sandbox) and shown padded.
 * `defaults` are every story's own (the demo account it signs in as, say). A story's `route` is
 * its page's address (`/${path}`) unless it names another.
 */
export function remoteStories(remote: StoryRemote, defaults: Partial<RemoteStoryOptions> = {}) {
  const story = (options: RemoteStoryOptions) =>
    remoteStory(remote, { route: `/${options.path}`, ...defaults, ...options });
  const partStory = (path: string, signedInAs?: string) => {
    const part = story({ path, ...(signedInAs ? { signedInAs } : {}) });
    return { ...part, parameters: { ...part.parameters, layout: 'padded' } };
  };
  return { story, partStory };
}
