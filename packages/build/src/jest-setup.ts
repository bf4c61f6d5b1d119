import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { File } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

// A test's time limit guards against a hang, never measures speed (the bench does). Jest's 5 s
// default is within reach of a sound component test on a 2-core CI machine running two workers:
// the longest, a dialog's first opening or a story's play with its axe check, take 2–4 s on a
// quiet machine and passed 5 s on a busy one (mf-account's stories, CI of a265bfb).
jest.setTimeout(20_000);
// The same for a `findBy…` or `waitFor` (1 s by default): the first render of a file on a cold
// cache compiles the page's modules as it requires them, and two `CheckoutFlow` tests waited
// longer than 1 s for their first button in a fresh clone's CI.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; the router needs them. jsdom's File is not a Blob to the FormData the
// environment takes from Node, so uploads in tests use Node's File (one File, as in a browser).
Object.assign(globalThis, { TextEncoder, TextDecoder, File });

// jsdom has no layout, so sizes never change: an observer that never reports is faithful to
// it. (Radix form controls measure themselves inside a <form>.)
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
