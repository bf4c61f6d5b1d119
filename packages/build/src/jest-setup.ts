import '@testing-library/jest-dom';
import { File } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

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
