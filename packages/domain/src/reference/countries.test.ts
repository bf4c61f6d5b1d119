import { countries, DEFAULT_COUNTRY, type CountryLocale } from './countries';

const LOCALES: CountryLocale[] = ['pt-BR', 'es'];

describe('countries (spec §3)', () => {
  // The spec counted 246: ISO 3166-1 as it stood from 2007 to 2010. Since then it dropped the
  // Netherlands Antilles (AN) and added Bonaire (BQ), Curaçao (CW), Sint Maarten (SX) and
  // South Sudan (SS): 249 today.
  it.each(LOCALES)('lists the 249 ISO 3166-1 countries in %s', (locale) => {
    const list = countries(locale);
    expect(list).toHaveLength(249);
    expect(list.map(({ alpha2 }) => alpha2)).toEqual(
      expect.arrayContaining(['BQ', 'CW', 'SX', 'SS']),
    );
    expect(list.some(({ alpha2 }) => alpha2 === 'AN' || alpha2 === 'XK')).toBe(false);
  });

  it.each(LOCALES)('gives each country unique codes and a unique name in %s', (locale) => {
    const list = countries(locale);
    for (const key of ['alpha2', 'alpha3', 'numeric', 'name'] as const) {
      expect(new Set(list.map((country) => country[key])).size).toBe(list.length);
    }
    for (const country of list) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(country.numeric).toMatch(/^\d{3}$/);
      expect(country.name.trim()).not.toBe('');
    }
  });

  it.each(LOCALES)('sorts by name in %s and numbers the order from 1', (locale) => {
    const list = countries(locale);
    const collator = new Intl.Collator(locale);
    list.forEach((country, index) => {
      expect(country.order).toBe(index + 1);
      if (index > 0) expect(collator.compare(list[index - 1]!.name, country.name)).toBeLessThan(0);
    });
  });

  it('starts forms on Brazil', () => {
    expect(DEFAULT_COUNTRY).toBe('BR');
    for (const locale of LOCALES) {
      expect(countries(locale).find(({ alpha2 }) => alpha2 === DEFAULT_COUNTRY)).toMatchObject({
        name: 'Brasil',
        alpha3: 'BRA',
        numeric: '076',
      });
    }
  });

  const named = (locale: CountryLocale, alpha2: string) =>
    countries(locale).find((country) => country.alpha2 === alpha2)?.name;

  it('names countries in Brazilian Portuguese', () => {
    expect(named('pt-BR', 'DE')).toBe('Alemanha');
    expect(named('pt-BR', 'IR')).toBe('Irã');
    expect(named('pt-BR', 'KE')).toBe('Quênia');
    expect(named('pt-BR', 'VN')).toBe('Vietnã');
    // The library's European Portuguese table has the two Congos the wrong way round.
    expect(named('pt-BR', 'CG')).toBe('República do Congo');
    expect(named('pt-BR', 'CD')).toMatch(/Kinshasa|Democrática/);
  });

  it('names countries in Spanish', () => {
    expect(named('es', 'DE')).toBe('Alemania');
    expect(named('es', 'US')).toBe('Estados Unidos');
    expect(named('es', 'CD')).toMatch(/Democrática/);
  });

  it('builds each list once', () => {
    expect(countries('es')).toBe(countries('es'));
    expect(Object.isFrozen(countries('pt-BR'))).toBe(true);
  });
});
