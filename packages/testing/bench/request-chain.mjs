// The longest chain of dependent requests of one page load: how many round trips, one after
// the other, the page needed before it took input. Each request costs at least one round trip
// more than the request it depends on, so on a slow network the chain's length, more than its
// bytes, decides when the page answers.

/** Responses a script waits for before it asks for more: fetched data, JSON preloads. */
const isData = (record) =>
  record.type === 'Fetch' || record.type === 'XHR' || /json/.test(record.mimeType ?? '');

/**
 * Where navigation start is on the CDP clock (seconds): the document's request was sent at
 * `requestStart` ms on the page's clock (its navigation timing) and at requestTime + sendStart
 * on the CDP clock. Without those, the document's requestWillBeSent.
 */
function navigationStartOf(document, requestStart) {
  const { timing } = document;
  if (timing && typeof requestStart === 'number')
    return timing.requestTime + timing.sendStart / 1000 - requestStart / 1000;
  return document.sentAt;
}

/**
 * The depth of every request, two ways.
 *
 * By initiator (`strictDepth`): 1 for the document, else 1 + the depth of the request of its
 * initiator's URL: the parser's or a preload's document, or for a script the first URL of its
 * initiator's call stack (async parent stacks when the top one is empty); an initiator that
 * names no request the page made is the document.
 *
 * With the data it waited for (`depth`, the one reported): a script often asks for the next
 * file only once a JSON answer is in (the runtime config, a remote's manifest), which its call
 * stack cannot show. So a script-initiated request's parent is, among its initiator and the data
 * answers that had arrived before it was sent (fetched by a script of its call stack, or
 * preloaded by the document), the one that arrived last: the one it waited for.
 */
function depths(records) {
  const document = records.find((record) => record.type === 'Document') ?? records[0];
  const nodes = new Map([[document, { depth: 1, strictDepth: 1, parent: null }]]);
  const arrival = (record) => record.finishedAt ?? record.sentAt;
  const requestOf = (url, before) =>
    records.findLast(
      (record) => record.url === url && record.sentAt <= before && nodes.has(record),
    );
  for (const record of records) {
    if (nodes.has(record)) continue;
    const initiator =
      (record.initiatorUrls[0] && requestOf(record.initiatorUrls[0], record.sentAt)) || document;
    let parent = initiator;
    if (record.initiatorType === 'script') {
      const scripts = new Set(record.initiatorUrls);
      for (const data of records) {
        if (data === record || !nodes.has(data) || !isData(data)) continue;
        if (data.finishedAt === null || data.finishedAt > record.sentAt) continue;
        const fetchedByItsScripts =
          data.initiatorType === 'script'
            ? scripts.has(data.initiatorUrls[0])
            : data.initiatorUrls[0] === document.url;
        if (fetchedByItsScripts && arrival(data) > arrival(parent)) parent = data;
      }
    }
    nodes.set(record, {
      depth: nodes.get(parent).depth + 1,
      strictDepth: nodes.get(initiator).strictDepth + 1,
      parent,
    });
  }
  return { document, nodes };
}

/**
 * The longest chain of dependent requests among those that completed before `until` ms after
 * navigation start (the page took input; null: every completed request), from the document to
 * the deepest request. `records` are openColdPage's request records; `requestStart` the page's
 * navigation timing of the document's request. Each step: `<origin label> <path>` and when it
 * completed (ms since navigation start). Null when the page's document was not recorded.
 */
export function longestChain(records, { requestStart, until, labelOf }) {
  const all = [...records.values()]
    .filter((record) => !record.url.startsWith('data:'))
    .sort((a, b) => a.sentAt - b.sentAt);
  if (!all.some((record) => record.type === 'Document')) return null;
  const { document, nodes } = depths(all);
  const zero = navigationStartOf(document, requestStart);
  const doneAt = (record) =>
    record.finishedAt === null ? null : (record.finishedAt - zero) * 1000;
  const completed = all.filter((record) => {
    const at = doneAt(record);
    return record === document || (at !== null && (until === null || at <= until));
  });
  const deepest = (key) =>
    completed.reduce((best, record) =>
      nodes.get(record)[key] > nodes.get(best)[key] ||
      (nodes.get(record)[key] === nodes.get(best)[key] && doneAt(record) > doneAt(best))
        ? record
        : best,
    );
  const end = deepest('depth');
  const steps = [];
  for (let record = end; record; record = nodes.get(record).parent) {
    const { pathname, search } = new URL(record.url);
    steps.unshift({
      step: `${labelOf(record.url)} ${pathname}${record === document ? search : ''}`,
      doneMs: doneAt(record),
    });
  }
  return {
    length: nodes.get(end).depth,
    lengthByInitiators: nodes.get(deepest('strictDepth')).strictDepth,
    until,
    steps,
  };
}

/** "page shell /minha-conta/login → shell /minha-conta/main.js (312 ms) → …" */
export function describeChain(chain, ms) {
  return chain.steps
    .map(({ step, doneMs }, index) =>
      index === 0 ? `page ${step}` : `${step}${doneMs === null ? '' : ` (${ms(doneMs)})`}`,
    )
    .join(' → ');
}
