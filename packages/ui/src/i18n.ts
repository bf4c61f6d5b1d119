// The kit's own texts (a close button's name, "page 2 of 5", "Carregando…") come from its
// Lingui catalog, registered by the shell and by standalone pages as `ui`.
import { i18n as sharedI18n, type MessageDescriptor } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';

export type Translate = (descriptor: MessageDescriptor) => string;

/**
 * Translates the kit's messages with the page's Lingui instance. Under an I18nProvider the
 * component re-renders when the language changes; without one (a bare unit test) it reads the
 * shared instance.
 */
export function useKitI18n(): Translate {
  const context = useContext(LinguiContext);
  const instance = context?.i18n ?? sharedI18n;
  return (descriptor) => instance._(descriptor);
}
