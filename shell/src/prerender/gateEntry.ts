// Built on its own as prerender-gate.js, loaded by a prerendered page before it paints.
import {
  applyGate,
  bootAfterFirstPaint,
  followLanguageChoice,
  livenPrerender,
  preloadCatalogs,
} from './gate';

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
preloadCatalogs(document, document.documentElement.lang);
// The server lists the app's scripts on this script's tag (they are no longer `defer` tags).
const scripts = document.currentScript?.dataset.scripts?.split(' ').filter(Boolean) ?? [];
bootAfterFirstPaint(document, scripts);
