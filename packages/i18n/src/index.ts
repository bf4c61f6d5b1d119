import { claimSingleton } from '@portal/telemetry';
import packageJson from '../package.json';

export {
  activateLocale,
  chooseLocale,
  i18n,
  initialLocale,
  isLocale,
  LOCALE_KEY,
  LOCALE_OPTIONS,
  registerCatalog,
} from './i18n';
export type { CatalogLoader } from './i18n';
export { formatCurrency, formatDate, formatNumber } from './format';
export { I18nRoot } from './I18nRoot';
export { useLocale } from './useLocale';

claimSingleton(packageJson.name, packageJson.version);
