// The entry bundled into dist/server.mjs (see build.mjs).
export { startSandbox, nodeHandler } from './node';
