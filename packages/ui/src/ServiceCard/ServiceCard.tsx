import { Tooltip } from '../Tooltip/Tooltip';
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
  /** Why the card is inactive: shown on hover and keyboard focus, and read as its description. */
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

  // An inactive card keeps its place in the tab order, so keyboard and screen reader users also
  // meet it and hear why it cannot be opened: a link without href, marked disabled.
  const disabledLink = (
    <span role="link" aria-disabled="true" tabIndex={0} className={styles.disabledLink}>
      {title}
    </span>
  );
  const name = !inactive ? (
    <a href={href} className={styles.link}>
      {title}
    </a>
  ) : inactiveReason ? (
    <Tooltip content={inactiveReason}>{disabledLink}</Tooltip>
  ) : (
    disabledLink
  );

  return (
    <div className={`${styles.card[layout]} ${inactive ? styles.inactive : styles.active}`}>
      <div className={styles.body[layout]}>
        <Heading className={wide ? `${styles.title} ${styles.titleWide}` : styles.title}>
          {name}
        </Heading>
        <p className={styles.description}>{description}</p>
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
