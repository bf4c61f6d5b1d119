// Field speed (issue 55): a sampled share of visits (`fieldSpeed` of the runtime config) measures
// its LCP, INP and CLS. What it needs (`./fieldSpeed`, web-vitals with it) is a chunk fetched once
// the page is in and the browser is idle: nothing of it runs before, and an unsampled visit
// fetches none of it.
import type { RuntimeConfig } from '@portal/config';
import { afterPageIn } from '../timing/afterPageIn';

/** Starts measuring this visit if the config asks for it and the visit is sampled. */
export function measureFieldSpeed(config: RuntimeConfig, random: () => number = Math.random): void {
  const settings = config.fieldSpeed;
  if (!settings || random() >= settings.sampleRate) return;
  afterPageIn(() => {
    import(/* webpackChunkName: "field-speed" */ './fieldSpeed')
      .then(({ measure }) => measure(config.remotes, settings.endpoint))
      .catch(() => undefined); // measuring is a bonus: a failed download costs the visit nothing
  });
}
