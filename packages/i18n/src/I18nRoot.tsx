import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

/** Wraps a tree in the shared Lingui instance (shell root, standalone pages, tests). */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
