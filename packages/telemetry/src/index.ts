export {
  configureReporting,
  reportError,
  getReports,
  clearReports,
  redact,
  redactValue,
} from './report';
export type { ErrorReport, Forwarded, ReportInput } from './report';
export { claimSingleton } from './singletons';
