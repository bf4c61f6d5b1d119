import { setupI18n } from '@lingui/core';
import { messages as es } from '../../../locales/proposed/es/messages';
import { messages as pt } from '../../../locales/proposed/pt-BR/messages';
import { receiptText, type ReceiptData } from './receiptText';

const receipt: ReceiptData = {
  number: '2026-000123',
  // 01:15 on the 29th in UTC is still the 28th, 22:15, in São Paulo.
  paidAt: '2026-11-29T01:15:03.000Z',
  amount: 3080,
  paymentMethodCode: 'pix',
  description: 'Plano Essential — 01/11/2026 a 30/11/2026',
  company: { name: 'Super Atrasado Ltda', cnpj: '12345678000190' },
  provider: { name: 'Minha Conta Plataforma Ltda', cnpj: '11222333000181' },
};

const i18nIn = (locale: 'pt-BR' | 'es') =>
  setupI18n({ locale, messages: { [locale]: locale === 'es' ? es : pt } });

describe('receiptText', () => {
  it('names the company, the amount in R$ and the day and time in São Paulo, in Portuguese', () => {
    const text = receiptText(receipt, {
      i18n: i18nIn('pt-BR'),
      locale: 'pt-BR',
      now: new Date('2026-11-29T12:00:00.000Z'),
    });
    expect(text.title).toBe('Recibo de pagamento nº 2026-000123');
    expect(Object.fromEntries(text.rows)).toEqual({
      Pagador: 'Super Atrasado Ltda — CNPJ 12.345.678/0001-90',
      'Valor pago': 'R$\u00a03.080,00',
      'Pago em': '28/11/2026 às 22:15 (horário de Brasília)',
      'Forma de pagamento': 'Pix',
      'Referente a': 'Plano Essential — 01/11/2026 a 30/11/2026',
      Recebedor: 'Minha Conta Plataforma Ltda — CNPJ 11.222.333/0001-81',
    });
    expect(text.footer).toBe(
      'Recibo gerado pelo portal Minha Conta em 29/11/2026 às 09:00 (horário de Brasília), a partir dos dados da cobrança.',
    );
  });

  it('writes it in Spanish, reais still as R$', () => {
    const text = receiptText(receipt, { i18n: i18nIn('es'), locale: 'es' });
    expect(text.language).toBe('es');
    expect(text.title).toBe('Recibo de pago n.º 2026-000123');
    expect(Object.fromEntries(text.rows)).toMatchObject({
      'Monto pagado': 'R$\u00a03.080,00',
      // The portal's Spanish dates (formatDate).
      'Pagado el': '28/11/26 a las 22:15 (hora de Brasilia)',
    });
  });
});
