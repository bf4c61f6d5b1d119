import type { SessionData } from '@portal/session';

export interface ErrorDetailsLabels {
  readonly message: string;
  readonly user: string;
  readonly email: string;
  readonly company: string;
  readonly reportId: string;
  readonly when: string;
  readonly page: string;
  readonly notSignedIn: string;
  readonly modules: string;
  /** The remote that failed, when one did. */
  readonly module?: string;
}

/**
 * The text support needs: the message, who the user is, the report id (never the token), and
 * which builds of the remotes were live (`remoteVersions()`, one line; left out when none is known).
 */
export function formatErrorDetails(
  input: {
    readonly message: string;
    readonly reportId: string;
    readonly at: string;
    readonly page: string;
    readonly session: SessionData | null;
    /** The remote that failed and its version, e.g. `mf_billing 0.1.1`. */
    readonly remote?: string;
    /** Remote name → "<release> <state>", e.g. `mf_billing: '0.1.1-3f9a2c1d loaded'`. */
    readonly remotes?: Readonly<Record<string, string>>;
  },
  labels: ErrorDetailsLabels,
): string {
  const { session } = input;
  const who = session
    ? [
        `${labels.user}: ${session.user.name} (${session.user.id})`,
        `${labels.email}: ${session.user.email}`,
        `${labels.company}: ${session.company.name} (${session.company.id})`,
      ]
    : [`${labels.user}: ${labels.notSignedIn}`];
  return [
    `${labels.message}: ${input.message}`,
    ...who,
    `${labels.reportId}: ${input.reportId}`,
    `${labels.when}: ${input.at}`,
    `${labels.page}: ${input.page}`,
    ...(input.remote && labels.module ? [`${labels.module}: ${input.remote}`] : []),
    ...modulesLine(input.remotes, labels.modules),
  ].join('\n');
}

function modulesLine(
  remotes: Readonly<Record<string, string>> | undefined,
  label: string,
): string[] {
  const entries = Object.entries(remotes ?? {});
  if (entries.length === 0) return [];
  return [`${label}: ${entries.map(([name, live]) => `${name} ${live}`).join(', ')}`];
}
