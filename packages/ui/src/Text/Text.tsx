import type { ReactNode } from 'react';
import * as styles from './Text.css';

export type TextSize = keyof typeof styles.size;
export type TextTone = keyof typeof styles.tone;

export interface TextProps {
  readonly children: ReactNode;
  /**
   * The element: a paragraph (default), a run of text inside one, a title that is not a section
   * heading's look (`h2`), or an `output` (a value a choice produces, announced when it changes).
   */
  readonly as?: 'p' | 'span' | 'div' | 'h2' | 'h3' | 'output';
  /** The kit's type scale; inherited when not given. */
  readonly size?: TextSize;
  /** `muted`: a note beside the main text (why a button is disabled, a trial note). */
  readonly tone?: TextTone;
  /** `mono`: a code, a link or a digitable line, read character by character. */
  readonly font?: keyof typeof styles.font;
  /** `tabular`: digits of one width. */
  readonly numeric?: keyof typeof styles.numeric;
  /** `anywhere`: may break inside a word (a URL); `nowrap`: never breaks (a CNPJ in a cell). */
  readonly wrap?: keyof typeof styles.wrap;
  /** One click selects all of it. */
  readonly selectAll?: boolean;
  readonly id?: string;
  /** The name of an `output`. */
  readonly 'aria-label'?: string;
}

/** Text in the kit's type scale and tones, with no margin of its own. */
export function Text({
  children,
  as: Element = 'p',
  size,
  tone,
  font,
  numeric,
  wrap,
  selectAll = false,
  id,
  'aria-label': label,
}: TextProps) {
  const className = [
    styles.text,
    Element === 'output' && styles.block,
    size && styles.size[size],
    tone && styles.tone[tone],
    font && styles.font[font],
    numeric && styles.numeric[numeric],
    wrap && styles.wrap[wrap],
    selectAll && styles.selectAll,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={className} aria-label={label}>
      {children}
    </Element>
  );
}
