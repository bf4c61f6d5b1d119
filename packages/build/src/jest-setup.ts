import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; the router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
