import { Alert } from '../Alert/Alert';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The field's `name` (its control is found by it and focused). */
  readonly name: string;
  readonly label: string;
  readonly message: string;
}

export interface ErrorSummaryProps {
  /** What is wrong as a whole, e.g. "Preencha todos os campos para avançar!". */
  readonly title: string;
  readonly items: readonly ErrorSummaryItem[];
}

/**
 * A blocked step or form: an alert at the top listing each field in error, each a link that
 * moves the focus to its field, so a keyboard or screen-reader user gets to every problem from
 * one place. Nothing is shown without items.
 */
export function ErrorSummary({ title, items }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  const focus = (name: string) => {
    const named = document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    // A radio group's named input is hidden: its chosen (or first) radio takes the focus.
    const group = named?.closest('[role="radiogroup"]');
    const control =
      group?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
      group?.querySelector<HTMLElement>('[role="radio"]') ??
      named;
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  };
  return (
    <Alert
      tone="critical"
      title={title}
      description={
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.name}>
              <button type="button" className={styles.link} onClick={() => focus(item.name)}>
                {`${item.label}: ${item.message}`}
              </button>
            </li>
          ))}
        </ul>
      }
    />
  );
}
