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

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** A small native select with a visible label (language choice and the like). */
export function InlineSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <span>
      <label htmlFor={id}>{label} </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}
