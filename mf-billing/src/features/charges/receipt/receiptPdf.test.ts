import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../../../testing/pdfText';
import { receiptPdf } from './receiptPdf';

describe('receiptPdf', () => {
  it('makes a one-page PDF with the title, each row and the footer, accents and all', async () => {
    const bytes = await receiptPdf({
      title: 'Recibo de pagamento',
      rows: [
        ['Empresa', 'Super Atrasado Ltda — CNPJ 12.345.678/0001-90'],
        ['Valor pago', 'R$\u00a0289,90'],
        ['Pago em', '28/11/2026 às 19:15 (horário de Brasília)'],
      ],
      footer: 'Gerado pelo portal Minha Conta a partir dos dados da cobrança.',
      language: 'pt-BR',
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Recibo de pagamento');
    expect(pdfText(bytes)).toEqual([
      'Recibo de pagamento',
      'Empresa',
      'Super Atrasado Ltda — CNPJ 12.345.678/0001-90',
      'Valor pago',
      'R$\u00a0289,90',
      'Pago em',
      '28/11/2026 às 19:15 (horário de Brasília)',
      'Gerado pelo portal Minha Conta a partir dos dados da cobrança.',
    ]);
  });

  it('wraps a long value between words, within the page', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `palavra${index}`).join(' ');
    const text = pdfText(
      await receiptPdf({
        title: 'Recibo',
        rows: [['Referente a', long]],
        footer: '',
        language: 'pt-BR',
      }),
    );
    const value = text.slice(2);
    expect(value.length).toBeGreaterThan(1);
    expect(value.join(' ')).toBe(long);
  });
});
