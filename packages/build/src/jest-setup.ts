import '@testing-library/jest-dom';
import { File } from 'node:buffer';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; the router needs them. jsdom's File is not a Blob to the FormData the
// environment takes from Node, so uploads in tests use Node's File (one File, as in a browser).
Object.assign(globalThis, { TextEncoder, TextDecoder, File });
