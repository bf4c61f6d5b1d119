import type { I18n } from '@lingui/core';
import { notify } from '@portal/notify';

/**
 * A failed call as a toast: the title says what failed, the text why (spec §8). The texts load
 * with the API client (client/lazyApi.ts), so after a failed call they are already there; should
 * they be out of reach (offline before any call), the toast still says what failed.
 */
export function notifyFailure(i18n: I18n, title: string, error: unknown): void {
  import('./messages').then(
    ({ errorMessage }) =>
      notify({ title, description: i18n._(errorMessage(error)), tone: 'critical' }),
    () => notify({ title, tone: 'critical' }),
  );
}
