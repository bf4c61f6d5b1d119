import { Fragment } from 'react';
import * as styles from './AmountList.css';

export interface AmountLine {
  /** Tells the lines apart (a product's code, "subtotal"). */
  readonly key: string;
  readonly name: string;
  /** Already formatted (`formatCurrency` of `@portal/i18n`), a discount with its sign. */
  readonly amount: string;
  /** `positive`: money off (a discount); `total`: the line that sums the others. */
  readonly kind?: 'plain' | 'positive' | 'total';
  /** Screen readers hear this amount again when it changes (a total a coupon moves). */
  readonly live?: boolean;
}

export interface AmountListProps {
  readonly lines: readonly AmountLine[];
}

/** Amounts of an order (products, subtotal, discounts, total): a description list, amounts aligned. */
export function AmountList({ lines }: AmountListProps) {
  return (
    <dl className={styles.list}>
      {lines.map(({ key, name, amount, kind = 'plain', live }) => (
        <Fragment key={key}>
          <dt className={kind === 'total' ? styles.strong : undefined}>{name}</dt>
          <dd
            className={[
              styles.amount,
              kind === 'positive' ? styles.positive : '',
              kind === 'total' ? styles.strong : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-live={live ? 'polite' : undefined}
          >
            {amount}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
