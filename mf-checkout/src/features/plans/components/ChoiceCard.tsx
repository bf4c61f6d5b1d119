import { useId, type ReactNode } from 'react';
import * as styles from './ChoiceCard.css';

/** What a card of plan selection takes from the plan field, for its own value. */
export interface CardRadio {
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly onBlur: () => void;
}

export interface ChoiceCardProps extends CardRadio {
  readonly value: string;
  /** The radio's name, shown as the card's title. */
  readonly title: string;
  /** What the card offers, read as the radio's description. */
  readonly children: ReactNode;
}

/**
 * One card of a card radio list: a native radio (cards of one name are one tab stop, the arrow
 * keys move the choice) whose label is the whole card.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  onBlur,
  title,
  children,
}: ChoiceCardProps) {
  const id = useId();
  return (
    <label className={styles.card[checked ? 'chosen' : 'idle']}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        onBlur={onBlur}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
      />
      <span id={`${id}-title`} className={styles.title}>
        {title}
      </span>
      <span id={`${id}-details`} className={styles.details}>
        {children}
      </span>
    </label>
  );
}

/** The larger line of a card (its price). */
export function CardHighlight({ children }: { readonly children: ReactNode }) {
  return <span className={styles.highlight}>{children}</span>;
}
