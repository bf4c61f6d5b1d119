import {
  createContainer,
  globalStyle,
  keyframes,
  style,
  styleVariants,
  type GlobalStyleRule,
} from '@vanilla-extract/css';
import { vars } from '../theme.css';

/** The table's own box: its width (not the screen's) decides between a table and cards. */
const tableBox = createContainer('table');

// Wide tables scroll sideways inside their box on phones instead of widening the page.
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  // Size containment: the box takes its width from where it is placed, never from the table.
  containerType: 'inline-size',
  // Holds the header row hidden in the card layout.
  position: 'relative',
  containerName: tableBox,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.foreground,
});

export const caption = style({
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.small}`,
  textAlign: 'start',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.heading,
});

const cellBase = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tbody > tr:last-child > &': { borderBottom: 0 } },
});

export const cell = styleVariants({
  start: [cellBase, { textAlign: 'start' }],
  center: [cellBase, { textAlign: 'center' }],
  end: [cellBase, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }],
});

// Headers wrap between words, so a long one (in Spanish) does not widen the table.
export const headerCell = style({
  background: vars.color.surfaceMuted,
  color: vars.color.foregroundMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

/** A row header (the cell that names its row) reads as a normal cell, only stronger. */
export const rowHeaderCell = style({ fontWeight: vars.fontWeight.strong });

export const emptyCell = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.foregroundMuted,
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const placeholder = style({
  display: 'block',
  width: '100%',
  height: vars.fontSize.body,
  borderRadius: vars.radius.small,
  background: vars.color.border,
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/*
 * Cards. Below a width that grows with the number of columns (8em a column, from 20em to 48em:
 * two columns fit a phone as a table, six need a desk), each row becomes a card: the row header
 * (the user's or company's name) leads it, then every cell with its column's label, above its
 * value on a phone, beside it from 30em. The DOM stays the table, cells as consumers render them
 * (no wrapper), with explicit roles (Table.tsx), so screen readers keep rows and column headers;
 * the header row is only hidden from sight. Browsers without container queries keep the table,
 * scrolling in its own region.
 */
function cardsBelow(em: number): string {
  const layout = style({});
  const when = (selector: string, rule: GlobalStyleRule, from?: number) =>
    globalStyle(selector, {
      '@container': {
        [`${tableBox} (${from ? `${from}em <= ` : ''}width < ${em}em)`]: rule,
      },
    });
  const row = `${layout} > tbody > tr`;
  const cellInRow = `${row} > ${cellBase}`;
  const label = `${row} > td${cellBase}[data-label]::before`;
  when(layout, { display: 'block' });
  when(`${layout} > caption`, { display: 'block' });
  when(`${layout} > tbody`, { display: 'block' });
  // Read by screen readers (column headers for every cell), not shown.
  when(`${layout} > thead`, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  });
  when(row, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderBottom: `1px solid ${vars.color.border}`,
  });
  when(`${row}:last-child`, { borderBottom: 0 });
  when(cellInRow, {
    display: 'flow-root',
    padding: 0,
    border: 0,
    textAlign: 'start',
    overflowWrap: 'anywhere',
  });
  // A loading placeholder fills what its label leaves of the line.
  when(`${cellInRow} > ${placeholder}`, { display: 'flow-root', width: 'auto' });
  // The row's name leads the card, without a label.
  when(`${row} > th${cellBase}`, { order: -1, fontSize: vars.fontSize.large });
  when(label, {
    // The label is for sight; screen readers already hear the column header (`/ ""`, where
    // supported, leaves it out of what they read).
    content: ['attr(data-label)', 'attr(data-label) / ""'],
    display: 'block',
    color: vars.color.foregroundMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.strong,
    overflowWrap: 'normal',
  });
  // Room for both (a tablet, a wide dialog): the label floats beside its value.
  if (em > 30) {
    when(
      label,
      { float: ['left', 'inline-start'], width: '9rem', paddingInlineEnd: vars.space.small },
      30,
    );
  }
  return layout;
}

/** The card layout for a table of n columns (6 stands for 6 or more). */
const twoColumns = cardsBelow(20);
export const cards = {
  1: twoColumns,
  2: twoColumns,
  3: cardsBelow(24),
  4: cardsBelow(32),
  5: cardsBelow(40),
  6: cardsBelow(48),
} as const;
