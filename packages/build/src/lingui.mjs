import { formatter } from '@lingui/format-po';

/** Every workspace owns its catalog under src/locales/{locale}/messages.po. */
export function portalLinguiConfig() {
  return {
    locales: ['pt-BR', 'es'],
    sourceLocale: 'pt-BR',
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
      },
    ],
    format: formatter({ lineNumbers: false, origins: true }),
  };
}
