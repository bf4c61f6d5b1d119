import { reportError } from './report';

interface SingletonRegistry {
  [name: string]: { version: string; count: number };
}

const KEY = '__portalSingletons__';

function registry(): SingletonRegistry {
  const g = globalThis as typeof globalThis & { [KEY]?: SingletonRegistry };
  return (g[KEY] ??= {});
}

/**
 * Each stateful package calls this once when it is evaluated. A second evaluation means the
 * package was loaded twice (two stores, two i18n instances): it is reported, with both
 * versions, instead of failing silently. Returns how many copies are now loaded.
 */
export function claimSingleton(name: string, version: string): number {
  const reg = registry();
  const entry = reg[name];
  if (!entry) {
    reg[name] = { version, count: 1 };
    return 1;
  }
  entry.count += 1;
  reportError({
    phase: 'singleton',
    error: new Error(`${name} loaded ${entry.count} times (${entry.version} and ${version})`),
    context: { name, firstVersion: entry.version, version },
  });
  return entry.count;
}
