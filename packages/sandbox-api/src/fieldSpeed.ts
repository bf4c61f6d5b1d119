// The field speed collector (issue 55) as the sandbox serves it: `POST /__sandbox/field-speed`
// takes a visit's batch of LCP, INP and CLS values (`@portal/telemetry/field-speed`, sent as a
// beacon: a text body, no preflight), `GET` gives back what it holds, each value with when it came.
import * as v from 'valibot';
import type { Db, FieldSampleRecord } from './db';
import { json, missingFields } from './respond';

/** How many values it keeps (the oldest go first). */
const KEPT = 5000;

const text = v.pipe(v.string(), v.maxLength(300));
const sample: v.GenericSchema<unknown, Omit<FieldSampleRecord, 'visit' | 'receivedAt'>> = v.object({
  name: v.picklist(['LCP', 'INP', 'CLS']),
  value: v.pipe(v.number(), v.minValue(0)),
  rating: v.picklist(['good', 'needs-improvement', 'poor']),
  route: text,
  remote: v.nullable(text),
  release: v.nullable(text),
  target: v.nullable(text),
  navigation: text,
});
const batch = v.object({ visit: text, samples: v.pipe(v.array(sample), v.maxLength(50)) });

/** Keeps a visit's batch; a malformed one is refused (400) and nothing of it kept. */
export async function collectFieldSpeed(db: Db, request: Request, now: Date): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return missingFields('not JSON');
  }
  const parsed = v.safeParse(batch, body);
  if (!parsed.success) {
    return missingFields(v.summarize(parsed.issues));
  }
  const receivedAt = now.toISOString();
  const { visit } = parsed.output;
  db.fieldSpeed.push(...parsed.output.samples.map((one) => ({ ...one, visit, receivedAt })));
  db.fieldSpeed.splice(0, Math.max(0, db.fieldSpeed.length - KEPT));
  return json(202, { ok: true });
}
