import {
  chargeDisplayStatus,
  currentSubscription,
  displayStatus,
  formatDigitableLine,
  isCompanyActive,
  isSlipLate,
  isSubscriptionEnded,
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

describe('a subscription’s one status, from the server’s status and its charges (spec §4)', () => {
  // Noon in São Paulo on the 15th.
  const today = new Date('2026-03-15T12:00:00-03:00');
  const paid = { status: 'paid', dueAt: '2026-02-10' } as const;
  const slipDue = (dueAt: string) =>
    ({ status: 'pending', dueAt, paymentMethodCode: 'bank_slip' }) as const;

  it('reads as active without charges, whatever payment the server still claims', () => {
    expect(subscriptionDisplayStatus('active', [], today)).toBe('active');
    expect(subscriptionDisplayStatus('pending', [], today)).toBe('active');
    expect(subscriptionDisplayStatus('late', [], today)).toBe('active');
  });

  it('reads as inactive once the server has ended it, even with a slip still owed', () => {
    expect(subscriptionDisplayStatus('canceled', [slipDue('2026-03-10')], today)).toBe('inactive');
    expect(subscriptionDisplayStatus('inactive', [], today)).toBe('inactive');
  });

  it('keeps the server’s status while the charges are not known', () => {
    expect(subscriptionDisplayStatus('pending', undefined, today)).toBe('payment-pending');
    expect(subscriptionDisplayStatus('paid', undefined, today)).toBe('active');
  });

  it('reads a pending slip as pending up to its due day and late the day after, in São Paulo', () => {
    const charges = [paid, slipDue('2026-03-15')];
    const at = (iso: string) => subscriptionDisplayStatus('pending', charges, new Date(iso));
    expect(at('2026-03-14T23:59:00-03:00')).toBe('payment-pending');
    // 02:30 UTC on the 16th is still the 15th, the due day, in São Paulo.
    expect(at('2026-03-15T23:30:00-03:00')).toBe('payment-pending');
    expect(at('2026-03-16T00:30:00-03:00')).toBe('payment-late');
    // The server already says late: the slip, not yet past its day, says pending.
    expect(subscriptionDisplayStatus('late', charges, new Date('2026-03-15T12:00:00-03:00'))).toBe(
      'payment-pending',
    );
  });

  it('puts what is owed first: a late charge anywhere, then a pending one, over a later payment', () => {
    const later = { status: 'paid', dueAt: '2026-04-10' } as const;
    expect(subscriptionDisplayStatus('active', [slipDue('2026-03-10'), later], today)).toBe(
      'payment-late',
    );
    expect(
      subscriptionDisplayStatus(
        'active',
        [{ status: 'pending', dueAt: '2026-03-10' }, later],
        today,
      ),
    ).toBe('payment-pending');
    expect(
      subscriptionDisplayStatus(
        'active',
        [{ status: 'late', dueAt: '2026-01-10' }, slipDue('2026-03-20')],
        today,
      ),
    ).toBe('payment-late');
  });

  it('otherwise reads from the latest charge, whatever the list order; the later on a tie', () => {
    const charges = [
      { status: 'processing', dueAt: '2026-03-10T12:00:00.000Z' },
      { status: 'paid', dueAt: '2026-01-10T12:00:00.000Z' },
      { status: 'canceled', dueAt: '2026-02-10T12:00:00.000Z' },
    ] as const;
    expect(subscriptionDisplayStatus('active', charges, today)).toBe('processing');
    expect(subscriptionDisplayStatus('active', charges.slice(1), today)).toBe('inactive');
    // The server's pending is not repeated when every charge is paid: nothing is owed.
    expect(subscriptionDisplayStatus('pending', [paid], today)).toBe('active');
    expect(
      subscriptionDisplayStatus(
        'active',
        [
          { status: 'processing', dueAt: '2026-03-10' },
          { status: 'paid', dueAt: '2026-03-10' },
        ],
        today,
      ),
    ).toBe('active');
  });
});

describe('a company’s status (spec §4: a SaaS account’s follows its subscription)', () => {
  const subscription = (status: BillingStatus, startAt: string) => ({ status, startAt });
  const saas = { isSaas: true, deleted: false };
  const client = { isSaas: false, deleted: false };

  it('treats canceled and inactive as ended, and only those', () => {
    expect(
      ['canceled', 'inactive'].every((status) => isSubscriptionEnded(status as BillingStatus)),
    ).toBe(true);
    expect(isSubscriptionEnded('late')).toBe(false);
    expect(isSubscriptionEnded('pending')).toBe(false);
  });

  it('acts on the latest running subscription, else the latest one', () => {
    const older = subscription('active', '2026-01-01T00:00:00.000Z');
    const newerEnded = subscription('canceled', '2026-03-01T00:00:00.000Z');
    expect(currentSubscription([newerEnded, older])).toBe(older);
    const oldest = subscription('inactive', '2025-01-01T00:00:00.000Z');
    expect(currentSubscription([oldest, newerEnded])).toBe(newerEnded);
    expect(currentSubscription([])).toBeUndefined();
  });

  it('disables a SaaS account whose subscription is cancelled, and no other', () => {
    expect(isCompanyActive(saas, [subscription('canceled', '2026-01-01')])).toBe(false);
    expect(isCompanyActive(saas, [subscription('inactive', '2026-01-01')])).toBe(false);
    expect(isCompanyActive(saas, [subscription('active', '2026-01-01')])).toBe(true);
    // A late payment is not a cancellation; a trial with no subscription is active.
    expect(isCompanyActive(saas, [subscription('late', '2026-01-01')])).toBe(true);
    expect(isCompanyActive(saas, [])).toBe(true);
    // A reactivated older subscription beside a cancelled newer one counts as running.
    expect(
      isCompanyActive(saas, [
        subscription('canceled', '2026-03-01'),
        subscription('active', '2026-01-01'),
      ]),
    ).toBe(true);
  });

  it('disables a client by its deleted flag only, and any deleted company', () => {
    expect(isCompanyActive(client, [subscription('canceled', '2026-01-01')])).toBe(true);
    expect(isCompanyActive({ ...client, deleted: true }, [])).toBe(false);
    expect(
      isCompanyActive({ ...saas, deleted: true }, [subscription('active', '2026-01-01')]),
    ).toBe(false);
  });
});

describe('formatDigitableLine', () => {
  it('groups the 47 digits as slips print them', () => {
    expect(formatDigitableLine('99990123450123456789012345678901234567890123456')).toBe(
      '99990.12345 01234.567890 12345.678901 2 34567890123456',
    );
  });
});
