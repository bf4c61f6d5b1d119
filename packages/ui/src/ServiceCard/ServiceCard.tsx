import { useId } from 'react';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps {
  /** The module's or service's name; also the link's accessible name. */
  readonly title: string;
  readonly description: string;
  /** Where the card leads; not rendered while the card is inactive. */
  readonly href: string;
  readonly imageSrc?: string;
  /** Only for an image that says something the text does not; decorative without it. */
  readonly imageAlt?: string;
  /** Dimmed and not followable (e.g. a module not ready yet, or a cfo user's home). */
  readonly inactive?: boolean;
  /**
   * Why the card is inactive: shown as text on the card (a tooltip never opens on a touch screen)
   * and read as the card link's description.
   */
  readonly inactiveReason?: string;
  /** The page's only card: the image beside the text instead of above it. */
  readonly wide?: boolean;
  /** Heading level of the title: 2 under the page's h1 (default), 3 inside a section. */
  readonly level?: 2 | 3;
}

/** A module or service on the account home: image, title, description, and the whole card a link. */
export function ServiceCard({
  title,
  description,
  href,
  imageSrc,
  imageAlt,
  inactive = false,
  inactiveReason,
  wide = false,
  level = 2,
}: ServiceCardProps) {
  const layout = wide ? 'wide' : 'regular';
  const Heading = level === 3 ? 'h3' : 'h2';

  const reasonId = useId();
  const reason = inactive && inactiveReason ? inactiveReason : undefined;

  // An inactive card keeps its place in the tab order, so keyboard and screen reader users also
  // meet it and hear why it cannot be opened: a link without href, marked disabled.
  const name = !inactive ? (
    <a href={href} className={styles.link}>
      {title}
    </a>
  ) : (
    <span
      role="link"
      aria-disabled="true"
      aria-describedby={reason ? reasonId : undefined}
      tabIndex={0}
      className={styles.disabledLink}
    >
      {title}
    </span>
  );

  return (
    <div className={`${styles.card[layout]} ${inactive ? styles.inactive : styles.active}`}>
      <div className={styles.body[layout]}>
        <Heading className={wide ? `${styles.title} ${styles.titleWide}` : styles.title}>
          {name}
        </Heading>
        <p className={styles.description}>{description}</p>
        {reason ? (
          <p id={reasonId} className={styles.reason}>
            {reason}
          </p>
        ) : null}
      </div>
      {imageSrc ? (
        <img
          className={
            inactive ? `${styles.image[layout]} ${styles.imageInactive}` : styles.image[layout]
          }
          src={imageSrc}
          alt={imageAlt ?? ''}
        />
      ) : null}
    </div>
  );
}
