export { configureReporting, reportError, getReports, clearReports, redact } from './report';
export type { ErrorReport, ReportInput } from './report';
export { claimSingleton } from './singletons';
