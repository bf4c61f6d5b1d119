import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { formatCurrency, formatDate } from '@portal/i18n';
import { maskCnpj } from '@portal/rules';
import type { ReceiptText } from './receiptPdf';

/** What a paid charge's receipt is made from (ADR 013: `receipt` of a charge's documents). */
export interface ReceiptData {
  readonly number: string;
  /** When it was paid (ISO date). */
  readonly paidAt: string;
  /** In reais. */
  readonly amount: number;
  readonly paymentMethodCode: string;
  readonly description: string;
  readonly company: { readonly name: string; readonly cnpj: string };
  readonly provider: { readonly name: string; readonly cnpj: string };
}

/** The time of day in São Paulo, 19:15, whatever the browser's zone. */
const timeInSaoPaulo = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));

const methods: Record<string, ReturnType<typeof msg>> = {
  pix: msg`Pix`,
  credit_card: msg`Cartão de crédito`,
  bank_slip: msg`Boleto bancário`,
};

/** A moment as the receipt writes it: its São Paulo date and time, said to be Brasília's. */
const moment = (value: string, locale: Locale, i18n: I18n) => {
  const date = formatDate(value, locale);
  const time = timeInSaoPaulo(value, locale);
  return i18n._(msg`${date} às ${time} (horário de Brasília)`);
};

/**
 * A receipt's text in the visitor's language: the company and who received, the amount in R$, the
 * day and time in São Paulo, how and what for. `now`: when it is made, for its footer.
 */
export function receiptText(
  receipt: ReceiptData,
  { i18n, locale, now = new Date() }: { i18n: I18n; locale: Locale; now?: Date },
): ReceiptText {
  const { number } = receipt;
  const method = methods[receipt.paymentMethodCode];
  const company = `${receipt.company.name} — CNPJ ${maskCnpj(receipt.company.cnpj)}`;
  const provider = `${receipt.provider.name} — CNPJ ${maskCnpj(receipt.provider.cnpj)}`;
  const made = moment(now.toISOString(), locale, i18n);
  return {
    title: i18n._(msg`Recibo de pagamento nº ${number}`),
    language: locale,
    rows: [
      [i18n._(msg`Pagador`), company],
      [i18n._(msg`Valor pago`), formatCurrency(receipt.amount, locale)],
      [i18n._(msg`Pago em`), moment(receipt.paidAt, locale, i18n)],
      [i18n._(msg`Forma de pagamento`), method ? i18n._(method) : receipt.paymentMethodCode],
      [i18n._(msg`Referente a`), receipt.description],
      [i18n._(msg`Recebedor`), provider],
    ],
    footer: i18n._(
      msg`Recibo gerado pelo portal Minha Conta em ${made}, a partir dos dados da cobrança.`,
    ),
  };
}
