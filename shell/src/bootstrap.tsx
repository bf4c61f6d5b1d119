import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@portal/config';
import { activateLocale, initialLocale, registerCatalog } from '@portal/i18n';
import { sessionStore, syncAcrossTabs } from '@portal/session';
import { configureReporting, reportError } from '@portal/telemetry';
import { App } from './app/App';
import { BASE_PATH } from './routing/redirectUrl';
import { setUpFederation } from './remotes/federation';
import { loadShellMessages } from './locales/loadMessages';
import { StartupFailure } from './pages/StartupFailure';

async function readRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(`${BASE_PATH}/runtime-config.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // Catalogs first, so even a startup failure is shown in the visitor's language.
  await registerCatalog('shell', loadShellMessages);
  await activateLocale(initialLocale());
  let config: RuntimeConfig;
  try {
    config = await readRuntimeConfig();
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
  });
  syncAcrossTabs(sessionStore);
  setUpFederation(config.remotes, config.remoteTimeoutMs);
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
