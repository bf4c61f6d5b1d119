import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** Sets document.title from the route's message, in the active language. */
export function usePageTitle(title: MessageDescriptor | null): void {
  const { i18n } = useLingui();
  const text = title ? i18n._(title) : null;
  useEffect(() => {
    if (text) document.title = `${text} · Minha Conta`;
  }, [text]);
}
