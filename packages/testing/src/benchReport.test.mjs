import {
  budgetMark,
  budgetVerdict,
  forgetMissedBudgets,
  interval,
  medianChangeInterval,
  missedBudgets,
  missedBudgetsSummary,
  ms,
  worstInteraction,
} from '../bench/report.mjs';
import { parseWrk } from '../bench/origin.mjs';

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

describe('parseWrk (the bench’s origin section)', () => {
  const report = `Running 8s test @ http://localhost:28080/minha-conta/login
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     2.10ms  812.33us  21.40ms   91.02%
  Latency Distribution
     50%    1.95ms
     75%    2.31ms
     90%    2.87ms
     99%  620.00us
  190871 requests in 8.00s, 402.44MB read
  Non-2xx or 3xx responses: 12
Requests/sec:  23858.61
Transfer/sec:     50.30MB
`;

  it('reads the requests a second, the 99th percentile in ms and the failed answers', () => {
    expect(parseWrk(report)).toEqual({
      perSecond: 23858.61,
      p99Ms: 0.62,
      non2xx: 12,
      socketErrors: 0,
    });
    expect(parseWrk(report.replace('620.00us', '1.21s'))).toMatchObject({ p99Ms: 1210 });
  });

  it('adds up the socket errors (refused, reset, timed out: the edge at 500 connections)', () => {
    const failing = report.replace(
      'Requests/sec',
      'Socket errors: connect 3, read 5, write 0, timeout 7\nRequests/sec',
    );
    expect(parseWrk(failing)).toMatchObject({ non2xx: 12, socketErrors: 15 });
  });

  it('says null for what the report lacks', () => {
    expect(parseWrk('wrk: connection refused')).toEqual({
      perSecond: null,
      p99Ms: null,
      non2xx: 0,
      socketErrors: 0,
    });
  });
});

describe('budgets (bench report)', () => {
  beforeEach(() => forgetMissedBudgets());

  it('marks a figure over its budget FAIL and counts it, named, for the closing line', () => {
    expect(budgetMark(162, { limit: 150, unit: ms, what: 'charges-tap-1s: heading' })).toBe(
      '≤ 150 ms  FAIL',
    );
    expect(budgetVerdict(301, { limit: 300, unit: ms, what: 'charges-tap-1s: content' })).toBe(
      'FAIL',
    );
    expect(missedBudgets()).toEqual([
      { what: 'charges-tap-1s: heading', value: '162 ms', limit: '≤ 150 ms' },
      { what: 'charges-tap-1s: content', value: '301 ms', limit: '≤ 300 ms' },
    ]);
    expect(missedBudgetsSummary(missedBudgets())).toBe(
      'Budgets: 2 missed.\n' +
        '  charges-tap-1s: heading: 162 ms, budget ≤ 150 ms\n' +
        '  charges-tap-1s: content: 301 ms, budget ≤ 300 ms',
    );
  });

  it('counts neither a figure on its budget nor one that was not measured', () => {
    expect(budgetVerdict(150, { limit: 150, unit: ms })).toBe('PASS');
    expect(budgetMark(null, { limit: 150, unit: ms })).toBe('≤ 150 ms  n/a');
    expect(budgetVerdict(-10, { limit: 10, unit: ms, strict: true })).toBe('FAIL');
    expect(missedBudgets()).toHaveLength(1);
    forgetMissedBudgets();
    expect(missedBudgetsSummary(missedBudgets())).toBe('Budgets: none missed.');
  });
});

describe('worstInteraction (Event Timing of a switch)', () => {
  it('takes each interaction at its longest event and reports the worst of them', () => {
    const entries = [
      { id: 7, name: 'pointerdown', duration: 48 },
      { id: 7, name: 'click', duration: 112 },
      { id: 9, name: 'keydown', duration: 96 },
      { id: 9, name: 'keyup', duration: 24 },
      { id: 0, name: 'pointermove', duration: 400 },
    ];
    expect(worstInteraction(entries)).toEqual({ ms: 112, event: 'click', interactions: 2 });
  });

  it('says 0 when the browser reported no interaction (all under its 16 ms threshold)', () => {
    expect(worstInteraction([])).toEqual({ ms: 0, event: null, interactions: 0 });
  });
});
