import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRulesMessages } from '@portal/rules/messages';
import { loadUiMessages } from '@portal/ui/messages';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@portal/config';
import { activateLocale, chooseLocale, i18n, initialLocale, registerCatalog } from '@portal/i18n';
import { sessionStore, syncAcrossTabs } from '@portal/session';
import { configureReporting, reportError } from '@portal/telemetry';
import { App } from './app/App';
import { currentPortalPath } from './routing/redirectUrl';
import { followSessionLanguage, pageLocale } from './language/pageLanguage';
import { setUpFederation } from './remotes/loading/federation';
import { remoteVersions } from './remotes/loading/liveVersions';
import { preloadFirstPage, preloadRemoteFor } from './remotes/loading/useRemoteModule';
import { warmRemotesFor } from './remotes/speculation/nextPages';
import { afterFirstInteraction } from './remotes/speculation/firstInteraction';
import { renderAhead } from './remotes/speculation/ahead';
import { loadShellMessages } from './locales/loadMessages';
import { registerShellCatalog } from './locales/catalogs';
import { StartupFailure } from './pages/StartupFailure';
import { takeConfigResponse } from './remotes/loading/earlyRequests';
import { handOff, LOCALE_CHOSEN } from './prerender/dom';
import { nextTask } from './app/nextTask';
import { measureFieldSpeed } from './app/measureFieldSpeed';
import { reportUncaught, startErrorTracking } from './app/errorReporting';

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await takeConfigResponse();
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

async function start() {
  reportUncaught();
  const root = createRoot(document.getElementById('root')!);
  // The config and the catalogs load side by side; the catalogs are in place before anything
  // renders, so even a startup failure speaks the visitor's language. The field rules' texts
  // (spec §5) and the kit's own texts are shared by every remote, so the shell loads them once.
  // The API's texts (spec §8) load with the API client, at the first call (@portal/api).
  const pendingConfig = readRuntimeConfig();
  pendingConfig.catch(() => undefined);
  // Signed in, the account's language applies (spec §9): its rule loads beside the catalogs.
  const firstLocale = pageLocale(sessionStore.getState().session);
  await Promise.all([
    registerShellCatalog('shell', loadShellMessages),
    registerCatalog('rules', loadRulesMessages),
    registerCatalog('ui', loadUiMessages),
  ]);
  // A language chosen on the prerendered page (the gate stores it and announces it) is the
  // app's, whenever it comes: while the catalogs load, the stored choice is read again after.
  document.addEventListener(LOCALE_CHOSEN, (event) =>
    chooseLocale((event as CustomEvent<string>).detail),
  );
  await activateLocale(await firstLocale);
  if (!sessionStore.getState().session && initialLocale() !== i18n.locale)
    await activateLocale(initialLocale());
  followSessionLanguage(sessionStore);
  // Each step of the start in a task of its own (a prerendered form takes typing meanwhile).
  await nextTask();
  let config: RuntimeConfig;
  try {
    config = await pendingConfig;
  } catch (error) {
    const report = reportError({ phase: 'startup', error });
    root.render(<StartupFailure reportId={report.id} />);
    return;
  }
  setRuntimeConfig(config);
  configureReporting({
    sampleRate: config.errorReporting.sampleRate,
    ...(config.errorReporting.endpoint ? { endpoint: config.errorReporting.endpoint } : {}),
    secrets: () => {
      const token = sessionStore.getState().session?.token;
      return token ? [token] : [];
    },
    remotes: remoteVersions,
  });
  startErrorTracking(config);
  syncAcrossTabs(sessionStore);
  setUpFederation(config.remotes, config.remoteTimeoutMs);
  await nextTask();
  // Settled content hands off from a prerendered page (prerender/handOff.ts). Should a flow ever
  // not, the visitor gets the live app rather than an inert page once a remote has timed out.
  setTimeout(handOff, config.remoteTimeoutMs + 2000);
  void preloadFirstPage(currentPortalPath());
  // A page a visitor is about to open: its remote, code and first read, then the page itself,
  // rendered hidden, so the click only reveals it. The pages of a menu that opens: their remotes.
  // From the visitor's first interaction on, which is also the first intent looked at.
  void afterFirstInteraction()
    .then(async (first) => {
      const { watchIntent } = await import('./remotes/speculation/intent');
      watchIntent(
        document,
        (pathname) => {
          void preloadRemoteFor(pathname).then((ready) => ready && renderAhead(pathname));
        },
        warmRemotesFor,
        first,
      );
    })
    .catch(() => undefined); // speculative: a click still loads what it opens
  await nextTask();
  // The first render in slices (a transition): the frame and the page are many components, and
  // drawn in one go they kept a slow phone's main thread for hundreds of milliseconds after the
  // prerendered page had painted. What the visitor sees meanwhile is that page, live.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  );
  measureFieldSpeed(config);
}

// Once this chunk's modules are in (their evaluation is a task of its own).
void nextTask().then(start);
