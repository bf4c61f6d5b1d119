import {
  chargeDisplayStatus,
  displayStatus,
  formatDigitableLine,
  isSlipLate,
  showsExpiry,
  subscriptionDisplayStatus,
  type BillingStatus,
} from './billing';

describe('billing statuses (spec §4)', () => {
  it.each<[BillingStatus, string]>([
    ['active', 'active'],
    ['paid', 'active'],
    ['canceled', 'inactive'],
    ['inactive', 'inactive'],
    ['pending', 'payment-pending'],
    ['processing', 'processing'],
    ['late', 'payment-late'],
    ['waiting_confirmation', 'waiting-confirmation'],
  ])('shows %s as %s', (status, shown) => expect(displayStatus(status)).toBe(shown));

  it('shows the expiry date only when paid', () => {
    expect(showsExpiry('paid')).toBe(true);
    expect(showsExpiry('active')).toBe(false);
    expect(showsExpiry('pending')).toBe(false);
  });
});

describe('a late bank slip (spec §4: today’s day of the month past the due day)', () => {
  const at = (iso: string) => new Date(iso);

  it('compares the days of the month, Brazilian time', () => {
    expect(isSlipLate('2026-03-10', at('2026-03-11T12:00:00-03:00'))).toBe(true);
    expect(isSlipLate('2026-03-10', at('2026-03-10T23:59:00-03:00'))).toBe(false);
    expect(isSlipLate('2026-03-10T15:00:00.000Z', at('2026-03-09T12:00:00-03:00'))).toBe(false);
    // 01:00 UTC on the 11th is still the 10th in São Paulo.
    expect(isSlipLate('2026-03-10', at('2026-03-11T01:00:00Z'))).toBe(false);
    expect(isSlipLate('2026-03-10', at('2026-03-11T01:00:00Z'), 'UTC')).toBe(true);
  });

  it('compares only the days, as the spec says, not the months', () => {
    expect(isSlipLate('2026-01-30', at('2026-02-02T12:00:00-03:00'))).toBe(false);
    expect(isSlipLate('2026-03-10', at('2026-02-15T12:00:00-03:00'))).toBe(true);
  });

  it('makes a pending slip read as payment late; a card or a paid slip never', () => {
    const today = at('2026-03-15T12:00:00-03:00');
    const slip = {
      status: 'pending',
      dueAt: '2026-03-10',
      paymentMethodCode: 'bank_slip',
    } as const;
    expect(chargeDisplayStatus(slip, today)).toBe('payment-late');
    expect(chargeDisplayStatus(slip)).toBe('payment-pending');
    expect(chargeDisplayStatus({ ...slip, paymentMethodCode: 'credit_card' }, today)).toBe(
      'payment-pending',
    );
    expect(chargeDisplayStatus({ ...slip, status: 'paid' }, today)).toBe('active');
  });
});

describe('a subscription’s status from its charges', () => {
  it('reads as active without charges', () => {
    expect(subscriptionDisplayStatus([])).toBe('active');
  });

  it('reads from the latest charge, whatever the list order', () => {
    const charges = [
      { status: 'late', dueAt: '2026-03-10T12:00:00.000Z' },
      { status: 'paid', dueAt: '2026-01-10T12:00:00.000Z' },
      { status: 'canceled', dueAt: '2026-02-10T12:00:00.000Z' },
    ] as const;
    expect(subscriptionDisplayStatus(charges)).toBe('payment-late');
    expect(subscriptionDisplayStatus(charges.slice(1))).toBe('inactive');
  });

  it('takes the later in the list when two are due together', () => {
    const dueAt = '2026-03-10';
    expect(
      subscriptionDisplayStatus([
        { status: 'pending', dueAt },
        { status: 'paid', dueAt },
      ]),
    ).toBe('active');
  });

  it('applies the late-slip rule to the latest charge when given today', () => {
    const charges = [
      { status: 'pending', dueAt: '2026-03-10', paymentMethodCode: 'bank_slip' },
    ] as const;
    expect(subscriptionDisplayStatus(charges, new Date('2026-03-20T12:00:00-03:00'))).toBe(
      'payment-late',
    );
  });
});

describe('formatDigitableLine', () => {
  it('groups the 47 digits as slips print them', () => {
    expect(formatDigitableLine('99990123450123456789012345678901234567890123456')).toBe(
      '99990.12345 01234.567890 12345.678901 2 34567890123456',
    );
  });
});
