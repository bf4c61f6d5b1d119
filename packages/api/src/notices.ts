import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/**
 * A user deactivated or reactivated (spec §4), said as a toast: `change` runs the call and answers
 * the user as they are now; success is the backend's activation or deactivation text with the
 * user's name, a refusal (a used-up role quota on reactivation, cant_delete_yourself…) the
 * server's own text. Wherever a user's access is switched: user management and the back-office.
 */
export async function switchUserAccess(
  i18n: I18n,
  user: { readonly name: string; readonly active: boolean },
  change: () => Promise<{ readonly payload: { readonly active: boolean } }>,
): Promise<void> {
  try {
    const { payload } = await change();
    const { codeMessage } = await import('./messages');
    const done = payload.active ? 'activation_success' : 'deactivation_success';
    notify({ title: i18n._(codeMessage(done)), description: user.name, tone: 'positive' });
  } catch (error) {
    const failed = user.active
      ? msg`Não foi possível desativar o usuário`
      : msg`Não foi possível reativar o usuário`;
    notifyFailure(i18n, i18n._(failed), error);
  }
}
