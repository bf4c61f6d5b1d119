// `@portal/sandbox-api/server`: the HTTP server for Node (start command, dev, browser tests).
// Built from the TypeScript sources on first use, so it always serves the current contract.
import { pathToFileURL } from 'node:url';
import { buildSandbox } from './build.mjs';

let built;

/**
 * Starts the sandbox; resolves with the listening server.
 * @param {{ port?: number; persist?: string; host?: string }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export async function startSandbox(options) {
  built ??= buildSandbox().then((file) => import(pathToFileURL(file).href));
  return (await built).startSandbox(options);
}
