import * as styles from './Badge.css';

/** A state's tone: `positive` all is well, `caution` asks to act, `critical` late or failed. */
export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps {
  /** The short mark or the state's word shown ('SaaS', 'Ativo'). */
  readonly children: string;
  /** What the mark stands for, in full (shown on hover). */
  readonly title?: string;
  /**
   * Shows a state in this tone, as a pill with a mark whose shape follows the tone, so colour
   * is never the only clue. Without it, the badge is a mark after a name.
   */
  readonly tone?: BadgeTone;
}

const ICON_PATHS: Readonly<Record<BadgeTone, string>> = {
  positive: 'M4 8.5l2.5 2.5L12 5.5',
  caution: 'M8 4.5v4M8 11v.5',
  critical: 'M5.5 5.5l5 5M10.5 5.5l-5 5',
  neutral: 'M5 8h6',
};

/**
 * A short mark in a pill after a name, on the same line (a company's "SaaS"), or, with a `tone`,
 * a state (a charge's "Pagamento atrasado", a user's "Inativo"). The words are the caller's.
 */
export function Badge({ children, title, tone }: BadgeProps) {
  if (!tone) {
    return (
      <span className={styles.brand} title={title}>
        {children}
      </span>
    );
  }
  return (
    <span className={styles.tone[tone]} data-tone={tone} title={title}>
      <svg className={styles.icon} viewBox="0 0 16 16" fill="none" aria-hidden="true">
        <circle cx="8" cy="8" r="7" stroke="currentColor" strokeWidth="1.5" />
        <path d={ICON_PATHS[tone]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </span>
  );
}
