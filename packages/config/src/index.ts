import { claimSingleton } from '@portal/telemetry';
import packageJson from '../package.json';

export {
  allowsSelfSignUp,
  MAIN_PLATFORM_CODE,
  parseRuntimeConfig,
  PRERENDER_VARIANTS,
  prerenderVariant,
  RuntimeConfigError,
  runtimeConfigSchema,
} from './schema';
export type { PrerenderVariant, RemoteConfig, RuntimeConfig } from './schema';
export {
  configStore,
  FLAG_OVERRIDES_KEY,
  getRuntimeConfig,
  isFlagEnabled,
  overrideFlag,
  setRuntimeConfig,
  useFeatureFlag,
  useFlagChecker,
  useRuntimeConfig,
} from './store';

claimSingleton(packageJson.name, packageJson.version);
