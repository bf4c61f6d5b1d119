import type { ReactNode } from 'react';
import * as styles from './BrandPanel.css';

export interface BrandPanelProps {
  /** The product's name or logo (an inline SVG with its own accessible name). */
  readonly product: ReactNode;
  /** The panel's message, e.g. "Compliance da sua empresa em um só lugar". */
  readonly headline: string;
  /** A sentence or two under the headline. */
  readonly text: string;
}

/**
 * The brand side of the login page, beside the form: the product, a headline and a short text
 * over a decorative background. Shown only on wide screens (on phones the form takes the whole
 * width). Not a landmark: the page's main content is the form, and the headline is not a
 * heading, so the page's one h1 stays the form's title.
 */
export function BrandPanel({ product, headline, text }: BrandPanelProps) {
  return (
    <div className={styles.panel}>
      <svg
        className={styles.decoration}
        viewBox="0 0 400 400"
        preserveAspectRatio="xMaxYMax slice"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="360" cy="360" r="200" stroke="currentColor" strokeWidth="48" />
        <circle cx="360" cy="360" r="90" fill="currentColor" />
      </svg>
      <div className={styles.product}>{product}</div>
      <div className={styles.body}>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.text}>{text}</p>
      </div>
    </div>
  );
}
