import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/api';

/** What the plan change answers: the company's progress, for the session. */
type PlanChange = Awaited<ReturnType<typeof api.changePlan>>['payload'];

/**
 * The plan change to `paid` (spec §7): the owner of a trial account buys now. The caller applies
 * the answer to the session (`onSuccess`) and says why it failed (`onError`).
 */
export function useBuyNow(
  companyId: string,
  options: {
    readonly onSuccess: (progress: PlanChange) => void;
    readonly onError: (error: Error) => void;
  },
) {
  return useMutation({
    mutationFn: () => api.changePlan({ companyId, newPlan: 'paid' }),
    onSuccess: ({ payload }) => options.onSuccess(payload),
    onError: options.onError,
  });
}
