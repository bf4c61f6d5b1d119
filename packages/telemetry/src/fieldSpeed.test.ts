import type { MetricWithAttribution } from 'web-vitals/attribution';
import { startFieldSpeed, type FieldBatch, type FieldPlace } from './fieldSpeed';

// web-vitals itself needs a browser's performance entries; here each metric's callback is kept so
// a test reports values as the browser would.
type Report = (metric: MetricWithAttribution) => void;
const mockObservers: Record<string, { report: Report; options: unknown }> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (report: Report, options: unknown) => (mockObservers.LCP = { report, options }),
  onINP: (report: Report, options: unknown) => (mockObservers.INP = { report, options }),
  onCLS: (report: Report, options: unknown) => (mockObservers.CLS = { report, options }),
}));

const metric = (name: string, value: number, attribution: object) =>
  ({
    name,
    value,
    rating: value > 200 ? 'needs-improvement' : 'good',
    navigationType: 'navigate',
    attribution,
  }) as unknown as MetricWithAttribution;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

function setUp() {
  const sent: { endpoint: string; batch: FieldBatch }[] = [];
  let place: FieldPlace = { route: 'login', remote: 'mf_auth', release: '0.1.1-aaaa1111' };
  const stop = startFieldSpeed({
    endpoint: 'http://collector.test/field-speed',
    where: () => place,
    send: (endpoint, body) => sent.push({ endpoint, batch: JSON.parse(body) as FieldBatch }),
  });
  return { sent, stop, go: (next: FieldPlace) => (place = next) };
}

describe('field speed', () => {
  it('sends, when the page is hidden, the latest value of each metric where it was measured', () => {
    const { sent, stop, go } = setUp();
    // Every change is asked for, so a value is placed on the route it happened on.
    expect(mockObservers.INP!.options).toMatchObject({ reportAllChanges: true });
    mockObservers.LCP!.report(metric('LCP', 420, { target: 'main>h1' }));
    go({ route: 'gestao-de-cobrancas', remote: 'mf_billing', release: '0.1.1-bbbb2222' });
    mockObservers.INP!.report(metric('INP', 96, { interactionTarget: 'button.save' }));
    mockObservers.INP!.report(metric('INP', 232, { interactionTarget: 'button#pix' }));
    mockObservers.CLS!.report(metric('CLS', 0.02, { largestShiftTarget: undefined }));
    expect(sent).toEqual([]);

    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.endpoint).toBe('http://collector.test/field-speed');
    expect(sent[0]!.batch.samples).toEqual([
      {
        name: 'LCP',
        value: 420,
        rating: 'needs-improvement',
        route: 'login',
        remote: 'mf_auth',
        release: '0.1.1-aaaa1111',
        target: 'main>h1',
        navigation: 'navigate',
      },
      expect.objectContaining({
        name: 'INP',
        value: 232,
        route: 'gestao-de-cobrancas',
        remote: 'mf_billing',
        release: '0.1.1-bbbb2222',
        target: 'button#pix',
      }),
      expect.objectContaining({ name: 'CLS', value: 0.02, target: null }),
    ]);

    // Hidden again with nothing new: nothing sent; a value after it goes in the next batch.
    hide();
    expect(sent).toHaveLength(1);
    mockObservers.INP!.report(metric('INP', 240, { interactionTarget: 'a' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.batch.samples).toEqual([expect.objectContaining({ name: 'INP', value: 240 })]);
    // Both of the same visit: the collector keeps its latest.
    expect(sent[1]!.batch.visit).toBe(sent[0]!.batch.visit);
    // Reported again unchanged (as web-vitals does when the page is hidden): not sent twice.
    mockObservers.INP!.report(metric('INP', 240, { interactionTarget: 'a' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    stop();
  });

  it('names the release of a remote that was not in yet when the value was measured', () => {
    const sent: FieldBatch[] = [];
    let release: string | null = null;
    const stop = startFieldSpeed({
      endpoint: 'http://collector.test/field-speed',
      where: () => ({ route: 'gestao-de-cobrancas', remote: 'mf_billing', release }),
      releaseOf: (remote) => (remote === 'mf_billing' ? '0.1.1-cccc3333' : null),
      send: (_endpoint, body) => sent.push(JSON.parse(body) as FieldBatch),
    });
    // The page's first paint, before its remote said its release.
    mockObservers.LCP!.report(metric('LCP', 380, {}));
    release = '0.1.1-cccc3333';
    hide();
    expect(sent[0]!.samples).toEqual([expect.objectContaining({ release: '0.1.1-cccc3333' })]);
    stop();
  });

  it('stops listening once stopped', () => {
    const { sent, stop } = setUp();
    mockObservers.LCP!.report(metric('LCP', 300, {}));
    stop();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });
});
