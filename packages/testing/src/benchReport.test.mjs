import { interval, medianChangeInterval } from '../bench/report.mjs';

// The bench's interval for "a faulted remote changed the LCP by x %": it must hold 0 when
// both samples come from the same visits, and leave 0 out when one page is clearly slower.
const visits = [412, 380, 455, 520, 398, 610, 430, 470, 388, 505, 441, 460, 395, 530, 425];

describe('medianChangeInterval (bench report)', () => {
  it('holds 0 for two samples of the same page', () => {
    const range = medianChangeInterval([...visits].reverse(), visits);
    expect(range.low).toBeLessThan(0);
    expect(range.high).toBeGreaterThan(0);
  });

  it('lies wholly above 0 when every visit is 30 % slower', () => {
    const slower = visits.map((lcp) => lcp * 1.3);
    const range = medianChangeInterval(slower, visits);
    expect(range.low).toBeGreaterThan(0);
    expect(range.high).toBeGreaterThan(range.low);
  });

  it('has no interval with too few visits on a side to redraw, and says so', () => {
    expect(medianChangeInterval(visits.slice(0, 3), visits)).toBeNull();
    expect(medianChangeInterval(visits, visits.slice(0, 7))).toBeNull();
    expect(interval(null)).toBe('n/a');
    expect(interval({ low: -8.14, high: 12 })).toBe('[-8.1 %, +12.0 %]');
  });
});
