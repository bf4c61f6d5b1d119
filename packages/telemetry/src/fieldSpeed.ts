// Field speed (issue 55): LCP, INP and CLS of real visits, measured by web-vitals' attribution
// build and sent, per route and per remote release, to the runtime config's collector. This module
// (web-vitals with it) is loaded after the page is in, and only for the visits sampled
// (`fieldSpeed.sampleRate`): the shell's `measureFieldSpeed`. The browser keeps the entries that
// came before it (LCP, layout shifts, the slower interactions), so nothing of the start is lost.
import { onCLS, onINP, onLCP, type MetricWithAttribution } from 'web-vitals/attribution';

/** Where the visit is when a value is measured: its route, the remote serving it and its release. */
export interface FieldPlace {
  /** The route's pattern (`gestao-de-cobrancas`, `login/cadastro/:sp?/:empresaMae?`), not the address. */
  readonly route: string;
  readonly remote: string | null;
  readonly release: string | null;
}

/** One measured value as the collector receives it. */
export interface FieldSample extends FieldPlace {
  readonly name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP; the layout shift score for CLS. */
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** The element it is about (the LCP element, the interaction's target, the largest shift's). */
  readonly target: string | null;
  readonly navigation: string;
}

/**
 * What the collector receives: one visit's samples, its latest value per metric and route. A
 * visit sends a value again when it changed (an INP the page's last moments raised): the latest
 * of a visit (`visit`) counts.
 */
export interface FieldBatch {
  readonly visit: string;
  readonly samples: readonly FieldSample[];
}

export interface FieldSpeedOptions {
  /** The collector's address (`fieldSpeed.endpoint` of the runtime config). */
  readonly endpoint: string;
  /** Where the visit is now. */
  readonly where: () => FieldPlace;
  /**
   * The release a remote runs, asked again when sending for a value measured before its remote
   * had said it (the page's first paint may come before its remote is in).
   */
  readonly releaseOf?: (remote: string) => string | null;
  /** Sends a batch; by default a beacon (it survives the page being closed), else a fetch. */
  readonly send?: (endpoint: string, body: string) => void;
}

type Observe = (report: (metric: MetricWithAttribution) => void, options: object) => void;

function targetOf(metric: MetricWithAttribution): string | null {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target ?? null;
    case 'INP':
      return metric.attribution.interactionTarget || null;
    case 'CLS':
      return metric.attribution.largestShiftTarget ?? null;
    default:
      return null;
  }
}

function beacon(endpoint: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
    void fetch(endpoint, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Measuring must never break the page it measures.
  }
}

/**
 * Starts measuring the visit: each metric's value, as it changes, is kept under the route where
 * it was measured (an interaction's INP under the page it happened on), and what was kept is
 * sent when the page is hidden (a tab switched, a visit ended), then kept again from empty.
 * Returns a function that stops listening (tests).
 */
export function startFieldSpeed({
  endpoint,
  where,
  releaseOf = () => null,
  send = beacon,
}: FieldSpeedOptions): () => void {
  const latest = new Map<string, FieldSample>();
  const record = (metric: MetricWithAttribution) => {
    const place = where();
    latest.set(`${metric.name} ${place.route}`, {
      ...place,
      name: metric.name as FieldSample['name'],
      value: metric.value,
      rating: metric.rating,
      target: targetOf(metric),
      navigation: metric.navigationType,
    });
  };
  // Every change is reported, so a value is placed where it happened, not where the visit ended.
  for (const observe of [onLCP, onINP, onCLS] as Observe[])
    observe(record, { reportAllChanges: true });

  // What was last sent of each metric and route: a value reported again unchanged (web-vitals
  // reports INP and CLS once more as the page is hidden) is not sent twice.
  const sent = new Map<string, number>();
  const visit = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  const flush = () => {
    const fresh = [...latest].filter(([key, sample]) => sent.get(key) !== sample.value);
    latest.clear();
    if (fresh.length === 0) return;
    for (const [key, sample] of fresh) sent.set(key, sample.value);
    const samples = fresh
      .map(([, sample]) => sample)
      .map((sample) =>
        sample.release === null && sample.remote !== null
          ? { ...sample, release: releaseOf(sample.remote) }
          : sample,
      );
    const batch: FieldBatch = { visit, samples };
    send(endpoint, JSON.stringify(batch));
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
