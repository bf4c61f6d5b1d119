// A fake server for the client's tests: answers each request with a handler and keeps every
// request it saw, so a test can read what went over the wire.
import type { ApiBases } from './http';

export const BASES: ApiBases = {
  user: 'https://user.test/api',
  execution: 'https://execution.test',
  implementation: 'https://implementation.test',
  management: 'https://management.test',
  cardProvider: 'https://cards.test/v1',
  postalLookup: 'https://cep.test',
};

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = (request: Request) => Response | Promise<Response>;

export function fakeServer(answer: Answer) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

/** Answers each request with the next answer of the list (the last one repeats). */
export function inTurn(...answers: Answer[]): Answer {
  let turn = 0;
  return (request) => answers[Math.min(turn++, answers.length - 1)]!(request);
}

export const offline: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
