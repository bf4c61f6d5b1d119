// Built on its own as prerender-gate.js, run by a prerendered page once it is parsed (defer).
import { applyGate, bootAfterFirstPaint, followLanguageChoice, livenPrerender } from './gate';

function storageOrNull(): Storage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

applyGate(document.documentElement, storageOrNull());
livenPrerender(document);
followLanguageChoice(document, storageOrNull());
// The server lists the app's scripts on this script's tag (they are no longer `defer` tags).
const scripts = document.currentScript?.dataset.scripts?.split(' ').filter(Boolean) ?? [];
bootAfterFirstPaint(document, scripts);
