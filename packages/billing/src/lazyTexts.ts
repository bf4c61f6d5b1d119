// A part of this package whose texts are a catalog of their own (the Pix payment, the card's
// fields): they load with that part's code, a lazy chunk of the pages that show it, never with a
// remote's first catalog, so a page that does not show it fetches none of them.
import { use } from 'react';
import type { Messages } from '@lingui/core';
import type { Locale } from '@portal/contracts';
import { registerCatalog } from '@portal/i18n';

export interface LazyTexts {
  /** Registers the catalog once (then every change of language loads it too). */
  readonly register: () => Promise<void>;
  /** Suspends the component until the texts are in the page's language (once a page). */
  readonly useTexts: () => void;
}

/** The texts of a part, registered under `owner` from `load` (its compiled catalog by locale). */
export function lazyTexts(owner: string, load: (locale: Locale) => Promise<Messages>): LazyTexts {
  let registered: Promise<void> | null = null;
  const register = () => {
    if (!registered) {
      const loading = registerCatalog(owner, load);
      // Marked as React's `use` reads a settled promise: once in, no component suspends for it.
      void loading.then(() => Object.assign(loading, { status: 'fulfilled', value: undefined }));
      registered = loading;
    }
    return registered;
  };
  return { register, useTexts: () => use(register()) };
}
