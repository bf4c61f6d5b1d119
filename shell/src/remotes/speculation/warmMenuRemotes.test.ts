import { formatDate, formatNumber } from '@portal/i18n';
import { aSession } from '@portal/session/testing';
import { pagesAtHand, prepareFormats } from './warmMenuRemotes';

describe('prepareFormats', () => {
  it('makes the date and number formatters ahead, so a page formatting later makes none', () => {
    prepareFormats('es');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatDate('2026-03-05T15:00:00Z', 'es')).toBe('5/3/26');
      expect(formatNumber(12345, 'es')).toBe('12.345');
      expect([dates.mock.calls.length, numbers.mock.calls.length]).toEqual([0, 0]);
    } finally {
      dates.mockRestore();
      numbers.mockRestore();
    }
  });
});

describe('pagesAtHand (the remotes warmed once the page has settled)', () => {
  const allFlags = () => true;

  it('names the menu’s pages a super user sees, and plan selection only while the header links it', () => {
    const paying = aSession();
    const onTrial = aSession({ choosedPlan: 'trial', finishedCheckout: false });
    expect(pagesAtHand(paying, allFlags)).toEqual(
      expect.arrayContaining(['/', '/meu/perfil', '/gestao-de-cobrancas', '/gestao-de-usuarios']),
    );
    expect(pagesAtHand(paying, allFlags)).not.toContain('/checkout');
    expect(pagesAtHand(onTrial, allFlags)).toContain('/checkout');
    expect(pagesAtHand(paying, (flag) => flag !== 'charges-management')).not.toContain(
      '/gestao-de-cobrancas',
    );
  });
});
