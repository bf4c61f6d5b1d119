import {
  activateLocale,
  chooseLocale,
  i18n,
  initialLocale,
  LOCALE_KEY,
  registerCatalog,
} from './i18n';
import { storedLocale } from './locale';
import { formatCurrency } from './format';

async function waitForLocale(locale: string) {
  for (let i = 0; i < 50 && i18n.locale !== locale; i++) await new Promise((r) => setTimeout(r, 0));
}

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
    chooseLocale('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    await waitForLocale('es');
    expect(document.documentElement.lang).toBe('es');
    expect(initialLocale()).toBe('es');
    expect(storedLocale()).toBe('es');
  });

  // A device that never chose takes the account's language at sign-in (@portal/session/language):
  // the language a page starts in (the browser's, an account's) is not a choice.
  it('keeps only a choice: activating a language stores nothing', async () => {
    await activateLocale('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
    expect(storedLocale()).toBeNull();
    chooseLocale('fr');
    expect(storedLocale()).toBeNull();
  });

  it('switches to the last language asked for, even when an earlier one loads longer', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    await activateLocale('pt-BR');
    await registerCatalog('slow', async (locale) => {
      if (locale === 'es') await slow;
      return { slowText: locale === 'es' ? 'Lento' : 'Devagar' };
    });
    const spanish = activateLocale('es');
    await activateLocale('pt-BR');
    release();
    await spanish;
    expect(i18n.locale).toBe('pt-BR');
    expect(i18n._('slowText')).toBe('Devagar');
  });

  it('loads a catalog registered during a switch for the language switched to', async () => {
    await activateLocale('pt-BR');
    const switching = activateLocale('es');
    await registerCatalog('late', async (locale) => ({
      late: locale === 'es' ? 'Tarde' : 'Atrasado',
    }));
    await switching;
    expect(i18n._('late')).toBe('Tarde');
  });

  // A remote redeployed with a new title, the shell unchanged: its menu's copy of the title is
  // the old one, and the page shows the remote's whichever catalog arrives first.
  it.each([
    ['after', 'mf_new_title', 'shell_frame_a'],
    ['before', 'shell_frame_b', 'mf_new_title_b'],
  ])('shows a remote’s text over a yielding catalog’s loaded %s it', async (_, first, second) => {
    await activateLocale('pt-BR');
    const id = `title-${first}`;
    const catalog = (owner: string) =>
      owner.startsWith('shell')
        ? registerCatalog(owner, async () => ({ [id]: 'Gestão de cobranças' }), { yields: true })
        : registerCatalog(owner, async () => ({ [id]: 'Cobranças e faturas' }));
    await catalog(first);
    await catalog(second);
    expect(i18n._(id)).toBe('Cobranças e faturas');
    await activateLocale('es');
    await activateLocale('pt-BR');
    expect(i18n._(id)).toBe('Cobranças e faturas');
  });

  it('keeps the last loaded text where no catalog yields', async () => {
    await activateLocale('pt-BR');
    await registerCatalog('mf_one', async () => ({ shared: 'Primeiro' }));
    await registerCatalog('mf_two', async () => ({ shared: 'Segundo' }));
    expect(i18n._('shared')).toBe('Segundo');
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
