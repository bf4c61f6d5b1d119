import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/api';
import { useCompanyChanged } from './company';
import { useCompanyKey } from './keys';

function useDoneTasksKey(companyId: string) {
  return [...useCompanyKey(companyId), 'tasks-done'] as const;
}

/** GET /company/{id}/with-tasks-done (spec §7): the company's done tasks. */
export function useDoneTasks(companyId: string) {
  return useQuery({
    queryKey: useDoneTasksKey(companyId),
    queryFn: async () => (await api.tasksDone({ id: companyId })).payload.tasksDone,
  });
}

/**
 * PUT /company/{id}/delete-task-done/{taskId} (spec §4): the task is open again, so it leaves
 * the done list (the answer is the list as it is now).
 */
export function useReopenTask(companyId: string) {
  const client = useQueryClient();
  const tasksKey = useDoneTasksKey(companyId);
  const changed = useCompanyChanged(companyId);
  return useMutation({
    mutationKey: [...useCompanyKey(companyId), 'reopen-task'],
    mutationFn: (taskId: string) => api.reopenTask({ id: companyId, taskId }),
    onSuccess: ({ payload }) => {
      client.setQueryData(tasksKey, payload.tasksDone);
      changed();
    },
  });
}
