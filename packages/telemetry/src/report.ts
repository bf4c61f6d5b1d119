// Error reporting: every failure gets an id a user can quote to support. Secrets are
// redacted before anything is kept, printed or sent.

export interface ReportInput {
  /** Where it happened: 'remote-load', 'remote-render', 'render', 'singleton', ... */
  readonly phase: string;
  readonly error: unknown;
  readonly remote?: string;
  readonly remoteVersion?: string;
  readonly context?: Readonly<Record<string, unknown>>;
}

export interface ErrorReport {
  readonly id: string;
  readonly at: string;
  readonly phase: string;
  readonly message: string;
  readonly remote?: string;
  readonly remoteVersion?: string;
  readonly context?: Readonly<Record<string, unknown>>;
  /** The remotes live when it happened (name → version, build and state), when the page knows. */
  readonly remotes?: Readonly<Record<string, string>>;
  readonly sampled: boolean;
}

interface ReportingOptions {
  sampleRate: number;
  endpoint?: string;
  /** Values that must never leave the page (the session token). */
  secrets: () => readonly string[];
  /** The live remotes' versions, carried by every report (the shell's registry). */
  remotes: () => Readonly<Record<string, string>>;
  random: () => number;
  /**
   * Hands each sampled report on to an error tracker (the shell's `trackErrors`), with the error
   * it is about (its stack) and where the page was; those made before it was set, on setting it.
   */
  forward?: (forwarded: Forwarded) => void;
}

/** A sampled report as an error tracker takes it. */
export interface Forwarded {
  readonly report: ErrorReport;
  readonly error: unknown;
  /** The page's path when it was made (never sent as is: a path may hold an id). */
  readonly pathname: string;
}

const MAX_KEPT = 100;
let options: ReportingOptions = {
  sampleRate: 1,
  secrets: () => [],
  remotes: () => ({}),
  random: Math.random,
};
const kept: ErrorReport[] = [];
/** The sampled reports made before a tracker was set (`forward`), the first few, for it. */
const waiting: Forwarded[] = [];
const MAX_WAITING = 20;

export function configureReporting(next: Partial<ReportingOptions>): void {
  options = { ...options, ...next };
  if (options.forward) waiting.splice(0).forEach(forward);
}

const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const TOKEN_PARAM = /([?&;]|\b)(token|access_token|jwt)=([^&\s#"']+)/gi;

/** Removes bearer tokens, JWTs, token query parameters and every known secret from text. */
export function redact(text: string): string {
  let out = text
    .replace(BEARER, 'Bearer [redacted]')
    .replace(JWT, '[redacted]')
    .replace(TOKEN_PARAM, '$1$2=[redacted]');
  for (const secret of options.secrets()) {
    if (secret.length >= 8) out = out.split(secret).join('[redacted]');
  }
  return out;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function newId(): string {
  const uuid = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return `ERR-${uuid.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

/**
 * A value with every secret of its text redacted (`redact`), and any entry named like a token, a
 * password or an authorization header replaced whole: what may leave the page of a report, or of
 * an error tracker's event.
 */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        /token|password|authorization/i.test(k) ? [k, '[redacted]'] : [k, redactValue(v)],
      ),
    );
  }
  return value;
}

function remotesNow(): { remotes?: Record<string, string> } {
  try {
    const remotes = options.remotes();
    return Object.keys(remotes).length ? { remotes: { ...remotes } } : {};
  } catch {
    return {};
  }
}

/**
 * Records a failure and returns its id. Every call gets an id (the user sees it); only a
 * sampled share is sent to the endpoint.
 */
export function reportError(input: ReportInput): ErrorReport {
  const report: ErrorReport = {
    id: newId(),
    at: new Date().toISOString(),
    phase: input.phase,
    message: redact(messageOf(input.error)),
    ...(input.remote ? { remote: input.remote } : {}),
    ...(input.remoteVersion ? { remoteVersion: input.remoteVersion } : {}),
    ...(input.context ? { context: redactValue(input.context) as Record<string, unknown> } : {}),
    ...remotesNow(),
    sampled: options.random() < options.sampleRate,
  };
  kept.push(report);
  if (kept.length > MAX_KEPT) kept.shift();
  console.error('[portal:report]', JSON.stringify(report));
  if (report.sampled && options.endpoint) send(options.endpoint, report);
  if (report.sampled) {
    const forwarded = { report, error: input.error, pathname: globalThis.location?.pathname ?? '' };
    if (options.forward) forward(forwarded);
    else if (waiting.length < MAX_WAITING) waiting.push(forwarded);
  }
  return report;
}

function forward(forwarded: Forwarded): void {
  try {
    options.forward?.(forwarded);
  } catch {
    // Reporting must never break the page that is reporting.
  }
}

function send(endpoint: string, report: ErrorReport): void {
  const body = JSON.stringify(report);
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(endpoint, body)) return;
    void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Reporting must never break the page that is reporting.
  }
}

/** The reports of this page, newest last (for the error page, tests and support). */
export function getReports(): readonly ErrorReport[] {
  return [...kept];
}

export function clearReports(): void {
  kept.length = 0;
  waiting.length = 0;
}
