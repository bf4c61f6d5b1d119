import { useId, type ReactNode } from 'react';
import * as styles from './ChoiceCard.css';

/** What a choice card takes from its field (a form layer's choice), besides its own value. */
export interface ChoiceCardRadio {
  readonly name: string;
  readonly checked: boolean;
  readonly onChoose: () => void;
  readonly onBlur: () => void;
}

export interface ChoiceCardProps extends ChoiceCardRadio {
  readonly value: string;
  /** The radio's name, shown as the card's title. */
  readonly title: string;
  /** What the card offers, read as the radio's description (`ChoiceCardHighlight` for a price). */
  readonly children: ReactNode;
}

/**
 * One card of a list of exclusive choices (a plan, an offer): a native radio (cards of one name
 * are one tab stop, the arrow keys move the choice, a screen reader hears "selected") whose label
 * is the whole card, marked when chosen. Put the cards of one field in a `ChoiceCardList` inside
 * a `FieldGroup` (its legend names the choice).
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
export function ChoiceCardHighlight({ children }: { readonly children: ReactNode }) {
  return <span className={styles.highlight}>{children}</span>;
}

/** The cards of one choice: side by side where each keeps its least width, stacked on a phone. */
export function ChoiceCardList({ children }: { readonly children: ReactNode }) {
  return <div className={styles.list}>{children}</div>;
}
