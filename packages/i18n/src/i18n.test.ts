import { activateLocale, i18n, initialLocale, LOCALE_KEY, registerCatalog } from './i18n';
import { formatCurrency } from './format';

describe('shared i18n instance', () => {
  beforeEach(() => localStorage.clear());

  it('merges each remote catalog instead of replacing the shell one', async () => {
    await registerCatalog('shell', async (locale) => ({ hello: locale === 'es' ? 'Hola' : 'Olá' }));
    await registerCatalog('mf_billing', async (locale) => ({
      bill: locale === 'es' ? 'Cobro' : 'Cobrança',
    }));
    await activateLocale('es');
    expect(i18n._('hello')).toBe('Hola');
    expect(i18n._('bill')).toBe('Cobro');
    await activateLocale('pt-BR');
    expect(i18n._('hello')).toBe('Olá');
    expect(i18n._('bill')).toBe('Cobrança');
  });

  it('remembers the choice and sets the document language', async () => {
    await activateLocale('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(initialLocale()).toBe('es');
  });

  it('starts in pt-BR unless the stored choice or the browser says Spanish', () => {
    expect(initialLocale()).toBe(navigator.language.startsWith('es') ? 'es' : 'pt-BR');
    localStorage.setItem(LOCALE_KEY, 'fr');
    expect(['pt-BR', 'es']).toContain(initialLocale());
  });

  it.each(['pt-BR', 'es'] as const)('writes money as R$ in %s (spec §9)', (locale) => {
    expect(formatCurrency(2490, locale)).toBe('R$\u00a02.490,00');
    expect(formatCurrency(590, locale)).toBe('R$\u00a0590,00');
    expect(formatCurrency(24900.5, locale)).toBe('R$\u00a024.900,50');
    expect(formatCurrency(-820, locale)).toBe('-R$\u00a0820,00');
  });
});
