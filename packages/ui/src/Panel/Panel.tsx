import { useId, type ReactNode } from 'react';
import * as styles from './Panel.css';

export interface PanelProps {
  /** Names the section: its heading and the region's accessible name. */
  readonly title: string;
  /** A line under the title, read as the region's description. */
  readonly description?: ReactNode;
  /** Heading level of the title: 2 under the page's h1 (default), 3 inside another section. */
  readonly level?: 2 | 3;
  /**
   * Where the panel draws its box and shows its title: on every screen (default), or from `wide`
   * up only; below, it lends its content to the container it sits in (a bottom sheet that draws
   * its own box), its title still naming the region for screen readers.
   */
  readonly frame?: 'always' | 'wide';
  /** The section's content, stacked with the kit's large space between each child. */
  readonly children: ReactNode;
}

/** A titled section of a page on a raised surface (e.g. "Dados da empresa" on the profile). */
export function Panel({ title, description, level = 2, frame = 'always', children }: PanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      className={frame === 'wide' ? `${styles.panel} ${styles.lent}` : styles.panel}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className={frame === 'wide' ? `${styles.header} ${styles.lentHeader}` : styles.header}>
        <Heading id={titleId} className={styles.title[level]}>
          {title}
        </Heading>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
