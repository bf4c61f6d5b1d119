// Numbers to text: summaries over runs, units, budget marks and plain-text tables.

/** 1 KB = 1000 bytes, the unit the budgets are written in. */
export const KB = 1000;

/**
 * The budgets of the portal. Reported next to the numbers (budgetMark), counted at the end of a
 * run (missedBudgets), and failing the run with --strict.
 */
export const BUDGETS = {
  coldLoginJsBytes: 150 * KB,
  lcpMs: 1000,
  faultLcpChangePct: 10,
  /** A switch, from the press that chooses to the destination's heading painted (issue 52). */
  switchHeadingMs: 150,
  /** The same switch to its content painted: the heading, and no placeholder left in <main>. */
  switchContentMs: 300,
  /** Any key or click, as the browser's Event Timing reports it. */
  interactionMs: 100,
};

const finite = (values) =>
  values.filter((value) => typeof value === 'number' && Number.isFinite(value));

/** Median, min and max of the numbers (errors and missing values left out). */
export function summarize(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: null, min: null, max: null, n: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), n: sorted.length };
}

const MIN_INTERVAL_VISITS = 8;

/**
 * The 95 % interval of the change (percent) of the median of `values` against the median of
 * `baseline`, by bootstrap: both samples redrawn with replacement `samples` times. An interval
 * that holds 0 is a change the visit-to-visit noise alone can make. Null with fewer than
 * MIN_INTERVAL_VISITS values on a side: redrawing three values gives an interval far narrower
 * than the truth.
 */
export function medianChangeInterval(
  values,
  baseline,
  { samples = 2000, random = Math.random } = {},
) {
  const a = finite(values);
  const b = finite(baseline);
  if (a.length < MIN_INTERVAL_VISITS || b.length < MIN_INTERVAL_VISITS) return null;
  const redrawnMedian = (sample) =>
    summarize(Array.from(sample, () => sample[Math.floor(random() * sample.length)])).median;
  const changes = Array.from({ length: samples }, () =>
    changePct(redrawnMedian(a), redrawnMedian(b)),
  ).sort((x, y) => x - y);
  return {
    low: changes[Math.floor(samples * 0.025)],
    high: changes[Math.ceil(samples * 0.975) - 1],
  };
}

/** "[−8.1 %, +12.0 %]", or n/a. */
export const interval = (range) => (range ? `[${pct(range.low)}, ${pct(range.high)}]` : 'n/a');

/** Relative change of `value` against `baseline`, in percent. */
export function changePct(value, baseline) {
  if (value === null || baseline === null || baseline === 0) return null;
  return ((value - baseline) / baseline) * 100;
}

export const kb = (bytes) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`;
/** A byte difference with its sign: +1.0 KB, −0.4 KB. */
export const signedKb = (bytes) =>
  bytes === null || bytes === undefined || Number.isNaN(bytes)
    ? 'n/a'
    : `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
/** A layout-shift score (unitless), to three decimals. */
export const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(3));
/** "2.52×": `value` against `reference` (n/a when either is missing or the reference is 0). */
export function times(value, reference) {
  if (value === null || value === undefined || !reference) return 'n/a';
  return `${(value / reference).toFixed(2)}×`;
}
/** A fraction as a share: 0.123 → "12.3 %". */
export const share = (fraction) =>
  fraction === null || fraction === undefined ? 'n/a' : `${(fraction * 100).toFixed(1)} %`;
export const pct = (value) =>
  value === null || value === undefined ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

/** "median (min–max)" of a summary in `unit`; just the median when the values were all one. */
export function spread(summary, unit) {
  if (summary.n <= 1 || summary.min === summary.max) return unit(summary.median);
  return `${unit(summary.median)} (${unit(summary.min)}–${unit(summary.max)})`;
}

/** Every budget a mark found missed since the process started (or forgetMissedBudgets). */
const missed = [];

/**
 * 'PASS', 'FAIL', or 'n/a' when nothing was measured: whether `value` meets `limit` (≤, or with
 * `strict` |value| < limit). A FAIL is kept for missedBudgets, named `what`: every verdict the
 * bench prints is one it counts.
 */
export function budgetVerdict(value, { limit, unit, strict = false, what = null }) {
  if (value === null || value === undefined) return 'n/a';
  const pass = strict ? Math.abs(value) < limit : value <= limit;
  if (!pass)
    missed.push({ what, value: unit(value), limit: `${strict ? '<' : '≤'} ${unit(limit)}` });
  return pass ? 'PASS' : 'FAIL';
}

/** "≤ 150.0 KB PASS": the budget and whether `value` meets it (budgetVerdict, so counted). */
export function budgetMark(value, { limit, unit, strict = false, what = null }) {
  const sign = strict ? '<' : '≤';
  return `${sign} ${unit(limit)}  ${budgetVerdict(value, { limit, unit, strict, what })}`;
}

/** The budgets found missed so far, in the order they were marked. */
export const missedBudgets = () => missed.map((miss) => ({ ...miss }));

/** Starts the count again (a test, or a second report in the same process). */
export function forgetMissedBudgets() {
  missed.length = 0;
}

/** The closing line of a report: how many budgets were missed, and which. */
export function missedBudgetsSummary(list) {
  if (list.length === 0) return 'Budgets: none missed.';
  const lines = list.map(
    (miss) => `  ${miss.what ?? '(unnamed)'}: ${miss.value}, budget ${miss.limit}`,
  );
  return [`Budgets: ${list.length} missed.`, ...lines].join('\n');
}

/**
 * The interactions among Event Timing entries ({ id: interactionId, name, duration }), each its
 * longest event, as the browser defines an interaction's duration: the worst one's duration and
 * event (0 and null when the browser reported none: every one under its 16 ms threshold) and
 * how many there were.
 */
export function worstInteraction(entries) {
  const byInteraction = new Map();
  for (const entry of entries) {
    if (!entry.id) continue;
    const known = byInteraction.get(entry.id);
    if (!known || entry.duration > known.duration) byInteraction.set(entry.id, entry);
  }
  let worst = null;
  for (const entry of byInteraction.values())
    if (!worst || entry.duration > worst.duration) worst = entry;
  return {
    ms: worst?.duration ?? 0,
    event: worst?.name ?? null,
    interactions: byInteraction.size,
  };
}

/** A plain-text table: columns padded to their widest cell, numbers-looking cells right-aligned. */
export function table(headers, rows, indent = '  ') {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  );
  const numeric = (text) => /^[+-]?\d/.test(text);
  const line = (row) =>
    indent +
    row
      .map((cell, column) =>
        numeric(cell) && column > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('   ')
      .trimEnd();
  return [
    line(cells[0]),
    indent + widths.map((width) => '─'.repeat(width)).join('   '),
    ...cells.slice(1).map(line),
  ].join('\n');
}
