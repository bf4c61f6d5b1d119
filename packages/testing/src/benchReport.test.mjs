import { interval, medianChangeInterval } from '../bench/report.mjs';
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
