import type { I18n } from '@lingui/core';
import { notify } from '@portal/notify';
import { loadApiTexts } from './client/lazyApi';

/**
 * A failed call as a toast: the title says what failed, the text why (spec §8). The texts load
 * with the API client (client/lazyApi.ts), so after a failed call they are already there; should
 * they be out of reach (offline before any call), the toast still says what failed.
 */
export function notifyFailure(i18n: I18n, title: string, error: unknown): void {
  Promise.all([import('./messages'), loadApiTexts()]).then(
    ([{ errorMessage }]) => {
      const why = errorMessage(error);
      const description = i18n._(why);
      // A text whose catalog could not load would show as its id: say only what failed.
      notify({ title, ...(description === why.id ? {} : { description }), tone: 'critical' });
    },
    () => notify({ title, tone: 'critical' }),
  );
}
