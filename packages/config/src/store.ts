import { createStore } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';
import type { FeatureFlag } from '@portal/contracts';
import type { RuntimeConfig } from './schema';

interface ConfigState {
  config: RuntimeConfig | null;
  /** Development-only flag overrides, kept in localStorage. */
  overrides: Readonly<Record<string, boolean>>;
}

export const FLAG_OVERRIDES_KEY = 'minha-conta:flag-overrides';

export const configStore = createStore<ConfigState>(() => ({ config: null, overrides: {} }));

function readOverrides(): Record<string, boolean> {
  try {
    const raw = globalThis.localStorage?.getItem(FLAG_OVERRIDES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/** Installs the config read at start. Overrides apply only in development. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  configStore.setState({
    config,
    overrides: config.environment === 'development' ? readOverrides() : {},
  });
}

export function getRuntimeConfig(): RuntimeConfig {
  const { config } = configStore.getState();
  if (!config) throw new Error('Runtime config read before the shell installed it');
  return config;
}

/** Pure: is a flag on, given a config and the development overrides. */
export function isFlagEnabled(state: ConfigState, flag: FeatureFlag): boolean {
  if (!state.config) return false;
  return state.overrides[flag] ?? state.config.featureFlags[flag] ?? false;
}

/** Development only: turns a flag on or off in this browser. */
export function overrideFlag(flag: FeatureFlag, enabled: boolean | null): void {
  const { config, overrides } = configStore.getState();
  if (config?.environment !== 'development') return;
  const next: Record<string, boolean> = { ...overrides };
  if (enabled === null) delete next[flag];
  else next[flag] = enabled;
  localStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(next));
  configStore.setState({ overrides: next });
}

/**
 * The store's state for a component. On a server render too it is the current state, not the
 * initial one (zustand's `useStore` gives the initial): a prerender installs its config first.
 */
function useConfigState<T>(select: (state: ConfigState) => T): T {
  const read = () => select(configStore.getState());
  return useSyncExternalStore(configStore.subscribe, read, read);
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useConfigState((s) => s.config);
  if (!config) throw new Error('useRuntimeConfig outside a started portal');
  return config;
}

/** The one way to read a feature flag. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useConfigState((s) => isFlagEnabled(s, flag));
}

/** For guards and menus that check several flags at once. */
export function useFlagChecker(): (flag: FeatureFlag | undefined) => boolean {
  const state = useConfigState((s) => s);
  return (flag) => (flag ? isFlagEnabled(state, flag) : true);
}
