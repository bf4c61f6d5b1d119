import { owedSlips } from './owed';

const slipDueOn = (dueAt: string, status: 'pending' | 'late' | 'paid' = 'pending') => ({
  amount: 2490,
  charges: [
    { status, dueAt, paymentMethodCode: 'bank_slip', printUrl: `https://slips.test/${dueAt}` },
  ],
});

describe('owedSlips (spec §4)', () => {
  // Noon in São Paulo on the 10th.
  const today = new Date('2026-11-10T15:00:00Z');

  it('a pending slip is owed, and late once today is past its due day', () => {
    expect(owedSlips([slipDueOn('2026-11-10T12:00:00Z')], today)).toEqual([
      expect.objectContaining({ late: false }),
    ]);
    expect(owedSlips([slipDueOn('2026-11-09T12:00:00Z')], today)).toEqual([
      expect.objectContaining({ late: true }),
    ]);
  });

  it('reads the due day in São Paulo, not in the browser: 02:00 UTC on the 10th is the 9th there', () => {
    expect(owedSlips([slipDueOn('2026-11-10T02:00:00Z')], today)[0]?.late).toBe(true);
  });

  it('a paid slip or a card is not owed; several come oldest first', () => {
    const card = {
      amount: 1,
      charges: [
        {
          status: 'pending' as const,
          dueAt: '2026-11-01',
          paymentMethodCode: 'credit_card',
          printUrl: null,
        },
      ],
    };
    const owed = owedSlips(
      [
        slipDueOn('2026-11-08', 'late'),
        slipDueOn('2026-10-08', 'late'),
        slipDueOn('2026-09-08', 'paid'),
        card,
      ],
      today,
    );
    expect(owed.map((slip) => slip.dueAt)).toEqual(['2026-10-08', '2026-11-08']);
  });
});
