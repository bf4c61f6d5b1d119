import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

const SELECTOR = 'meta[name="description"]';

/**
 * Writes the route's description (a public page's sentence for search results and shared links)
 * to `<meta name="description">`, in the active language. The tag goes when the page does, so
 * a page without a description never shows another page's.
 */
export function usePageDescription(description: MessageDescriptor | null | undefined): void {
  const { i18n } = useLingui();
  const text = description ? i18n._(description) : null;
  useEffect(() => {
    if (!text) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>(SELECTOR);
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = text;
    // The server's copies in other languages (for the prerender gate) are no longer needed.
    for (const attribute of meta.getAttributeNames()) {
      if (attribute.startsWith('data-')) meta.removeAttribute(attribute);
    }
    return () => document.head.querySelector(SELECTOR)?.remove();
  }, [text]);
}
