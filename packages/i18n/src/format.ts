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
 */
export function formatCurrency(value: number, locale: Locale): string {
  return formatter(
    `currency:${locale}`,
    () => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  ).format(value);
}

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
