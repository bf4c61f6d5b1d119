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
}

/** The text support needs: the message, who the user is, and the report id (never the token). */
export function formatErrorDetails(
  input: {
    readonly message: string;
    readonly reportId: string;
    readonly at: string;
    readonly page: string;
    readonly session: SessionData | null;
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
  ].join('\n');
}
