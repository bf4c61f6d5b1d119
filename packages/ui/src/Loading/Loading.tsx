import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Loading.css';

/**
 * A polite, labelled busy indicator; says "Carregando…" unless told what is loading. Marked
 * `data-loading`, as a group of skeletons is.
 */
export function Loading({ label }: { readonly label?: string }) {
  const _ = useKitI18n();
  return (
    <div className={styles.wrapper} role="status" aria-live="polite" data-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? _(msg`Carregando…`)}</span>
    </div>
  );
}
