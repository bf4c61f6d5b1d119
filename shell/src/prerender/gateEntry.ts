// Built on its own as prerender-gate.js, loaded by a prerendered page before it paints.
import { applyGate } from './gate';

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

applyGate(document.documentElement, storageOrNull());
