// Progress registration (spec §4, §8): plan choice, finishing onboarding and finishing (or
// cancelling) checkout are kept in the session and registered on the server. When registering
// fails, only an error is logged and nothing changes: this is the one place that logs it.
import { reportError, type ErrorReport } from '@portal/telemetry';

/** What a failed registration logs (spec §8), word for word. */
export const PROGRESS_REGISTRATION_ERROR = 'Erro ao registrar progresso. Tente novamente.';

/** The progress calls of spec §7, by what they register. */
export type ProgressStep =
  'plan-choice' | 'finish-onboarding' | 'finish-checkout' | 'cancel-checkout';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Logs a failed progress registration with the spec's text (the call's own error as its cause).
 * The caller changes nothing else: no session flag, no message to the user, no navigation.
 */
export function reportProgressFailure(
  step: ProgressStep,
  error: unknown,
  remote?: string,
): ErrorReport {
  return reportError({
    phase: 'progress-registration',
    error: new Error(PROGRESS_REGISTRATION_ERROR, { cause: error }),
    ...(remote ? { remote } : {}),
    context: { step, reason: reasonOf(error) },
  });
}
