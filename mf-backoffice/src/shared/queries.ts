import { createQueryClient } from '@portal/api/queries';

/**
 * This remote's server-state cache: its own (no other remote sees it), made once for all its
 * pages, which `routes.tsx` wraps in it. Tests empty it between tests (`test-setup.ts`).
 */
export const backofficeQueries = createQueryClient();
