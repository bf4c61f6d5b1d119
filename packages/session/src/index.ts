import { claimSingleton } from '@portal/telemetry';
import packageJson from '../package.json';

export type {
  ChosenPlan,
  ProgressFlags,
  SessionCompany,
  SessionData,
  SessionState,
  SessionUser,
  StringFlag,
  UserLanguage,
  UserRole,
} from './state';
export { loggedOut } from './state';
export {
  entryRedirect,
  hasAnyGroup,
  selectGroups,
  selectIsAuthenticated,
  selectSession,
  selectToken,
  startStep,
} from './selectors';
export type { EntryFlags, EntryRedirect, StartStep } from './selectors';
export {
  clearPortalStorage,
  createSessionStore,
  migrateSession,
  SESSION_KEY,
  SESSION_VERSION,
  sessionStore,
  STORAGE_PREFIX,
  syncAcrossTabs,
  useSession,
} from './store';
export type { SessionStore, SessionStoreApi } from './store';
export { PROGRESS_REGISTRATION_ERROR, reportProgressFailure, type ProgressStep } from './progress';

claimSingleton(packageJson.name, packageJson.version);
