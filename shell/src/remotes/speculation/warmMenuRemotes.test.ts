import { formatDate, formatNumber } from '@portal/i18n';
import { prepareFormats } from './warmMenuRemotes';

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
