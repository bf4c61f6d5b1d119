import type { Locale } from '@portal/contracts';

// Making an Intl formatter is far slower than using one (a time zone most of all), and a table
// formats every row: each formatter is made once per locale and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => F,
): F {
  let kept = formatters.get(key) as F | undefined;
  if (!kept) {
    kept = make();
    formatters.set(key, kept);
  }
  return kept;
}

/**
 * An amount in BRL, written R$ 2.490,00 in every language (spec §9: BRL is shown as R$). Intl's
 * Spanish writes the code instead ("2490,00 BRL"); the portal writes reais as Brazil, its bank
 * slips and its invoices write them, whatever the language of the page around them. `locale`
 * stays in the signature so that callers say which page language they format for, should a
 * language ever need its own writing.
 *
 * Written here rather than by `Intl.NumberFormat`, with the same result: the first currency
 * formatter a page makes loads the browser's currency data, about 50 ms of a charges page's first
 * render on a phone-class CPU (4× throttled), while the writing is fixed. Rounding is Intl's:
 * half away from zero on the number as written (1.005 → 1,01), which `toFixed` does not do.
 * Amounts too large for exact cents go to Intl.
 */
export function formatCurrency(value: number, _locale: Locale): string {
  const abs = Math.abs(value);
  if (!(abs < 1e13) || String(abs).includes('e')) return intlCurrency(value);
  // Shifting by the exponent parses the written digits, so no binary error creeps in.
  const cents = Math.round(Number(`${abs}e2`));
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}R$\u00a0${units},${String(cents % 100).padStart(2, '0')}`;
}

const intlCurrency = (value: number) =>
  formatter(
    'currency',
    () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  ).format(value);

export function formatNumber(value: number, locale: Locale): string {
  return formatter(`number:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

export function formatDate(value: Date | string, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatter(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }),
  ).format(date);
}

/**
 * Makes the formatters the pages use for `locale` (dates, numbers) before a page needs them. The
 * first Intl formatter a page makes pays for the browser's Intl data: measured at 70–220 ms with
 * the CPU throttled 4× (in Chromium), whichever formatter comes first, then well under 1 ms each.
 * Made while the visitor reads a page, it is not paid in the first render of the next one.
 */
export function prepareFormats(locale: Locale): void {
  formatDate(new Date(0), locale);
  formatNumber(0, locale);
}
