import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Frame.css';

export interface FrameProps {
  readonly header?: ReactNode;
  readonly footer?: ReactNode;
  /** The skip link's text; "Pular para o conteúdo" by default. */
  readonly skipLabel?: string;
  readonly children: ReactNode;
}

/** Page layout: optional header and footer around the main landmark, with a skip link. */
export function Frame({ header, footer, skipLabel, children }: FrameProps) {
  const _ = useKitI18n();
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#conteudo">
        {skipLabel ?? _(msg`Pular para o conteúdo`)}
      </a>
      {header}
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}

export function HeaderBar({
  brand,
  children,
}: {
  readonly brand: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.brand}>{brand}</div>
      {children ? <div className={styles.headerActions}>{children}</div> : null}
    </header>
  );
}

export function FooterBar({ start, end }: { readonly start: ReactNode; readonly end?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGroup}>{start}</div>
      {end ? <div className={styles.footerGroup}>{end}</div> : null}
    </footer>
  );
}
