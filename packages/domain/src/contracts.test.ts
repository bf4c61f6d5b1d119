import { expiryDay, expiryOfDay } from './contracts';

describe('contract expiry', () => {
  it('reads an instant as its day in São Paulo, not in UTC', () => {
    expect(expiryDay('2027-01-01T02:00:00.000Z')).toBe('2026-12-31');
    expect(expiryDay(null)).toBe('');
  });

  it('ends a day at its last moment in São Paulo, and reads back as that day', () => {
    const expiry = expiryOfDay('2030-01-15')!;
    expect(expiry).toBe('2030-01-16T02:59:59.999Z');
    expect(expiryDay(expiry)).toBe('2030-01-15');
    expect(expiryOfDay('')).toBeNull();
  });
});
