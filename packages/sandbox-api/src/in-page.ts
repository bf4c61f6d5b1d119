// The sandbox inside a page (Storybook, Jest flow tests of pages): calls to its origin are
// answered in-process; anything else goes to the real fetch.
import type { Sandbox } from './app';

/** A fetch that answers `origin`'s requests from `sandbox` (no server, no port). */
export function sandboxFetch(
  sandbox: Sandbox,
  origin: string,
  fallback: typeof fetch = globalThis.fetch.bind(globalThis),
): typeof fetch {
  return (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new URL(request.url).origin === new URL(origin).origin
      ? sandbox.fetch(request)
      : fallback(input, init);
  };
}

/** Points the page's fetch at `sandbox` for `origin`; returns the undo. */
export function installSandboxFetch(sandbox: Sandbox, origin: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = sandboxFetch(sandbox, origin, original.bind(globalThis));
  return () => {
    globalThis.fetch = original;
  };
}
