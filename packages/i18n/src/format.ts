import type { Locale } from '@portal/contracts';

/** R$ 2.490,00 in pt-BR; the same amount in BRL in es. */
export function formatCurrency(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(value);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(value: Date | string, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(date);
}
