import type { I18n } from '@lingui/core';
import { notify } from '@portal/notify';
import { errorMessage } from './messages';

/** A failed call as a toast: the title says what failed, the text why (spec §8). */
export function notifyFailure(i18n: I18n, title: string, error: unknown): void {
  notify({ title, description: i18n._(errorMessage(error)), tone: 'critical' });
}
