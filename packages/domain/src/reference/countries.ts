// Countries (spec §3): ISO 3166-1 codes and the Portuguese and Spanish names, from maintained
// data rather than a hand-typed list. The codes and the Spanish names are i18n-iso-countries';
// only its pt and es name tables are imported and registered (its Node entry would load all 78
// languages). Its pt table is European Portuguese (Irão, Quénia, Vietname) and swaps the two
// Congos, so the Brazilian names come from the platform's CLDR data (Intl.DisplayNames, pt-BR),
// the library's pt only standing in where the runtime has no Portuguese region names.
import * as isoCountries from 'i18n-iso-countries/index';
import esNames from 'i18n-iso-countries/langs/es.json';
import ptNames from 'i18n-iso-countries/langs/pt.json';

/** The portal's languages (the same strings as the portal's locale). */
export type CountryLocale = 'pt-BR' | 'es';

export interface Country {
  /** 1-based position in the list sorted by name in the list's language. */
  readonly order: number;
  readonly name: string;
  readonly alpha2: string;
  readonly alpha3: string;
  /** ISO numeric code, three digits with leading zeros ('076'). */
  readonly numeric: string;
}

/** The address country a form starts with (spec §3). */
export const DEFAULT_COUNTRY = 'BR';

const LIBRARY_LANGUAGE: Readonly<Record<CountryLocale, string>> = { 'pt-BR': 'pt', es: 'es' };

/**
 * Codes that ISO 3166-1 leaves to its users (AA, QM–QZ, XA–XZ, ZZ). The library adds Kosovo as
 * XK, which is such a code and not an ISO 3166-1 entry, so the list stays exactly ISO's.
 */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

const lists = new Map<CountryLocale, readonly Country[]>();

/** Names by alpha-2 code in `locale`. */
function namer(locale: CountryLocale): (alpha2: string) => string {
  isoCountries.registerLocale(ptNames);
  isoCountries.registerLocale(esNames);
  const library = isoCountries.getNames(LIBRARY_LANGUAGE[locale], { select: 'official' });
  if (locale !== 'pt-BR') return (alpha2) => library[alpha2]!;
  const cldr = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' });
  // A runtime built without Portuguese data answers in another language: use the library then.
  const brazilian = cldr.resolvedOptions().locale.startsWith('pt');
  return (alpha2) => (brazilian ? cldr.of(alpha2) : undefined) ?? library[alpha2]!;
}

function build(locale: CountryLocale): readonly Country[] {
  const name = namer(locale);
  const collator = new Intl.Collator(locale);
  const rows = Object.keys(isoCountries.getAlpha2Codes())
    .filter((alpha2) => !USER_ASSIGNED.test(alpha2))
    .map((alpha2) => ({
      name: name(alpha2),
      alpha2,
      alpha3: isoCountries.alpha2ToAlpha3(alpha2)!,
      numeric: isoCountries.alpha2ToNumeric(alpha2)!,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return Object.freeze(rows.map((row, index) => Object.freeze({ order: index + 1, ...row })));
}

/** Every ISO 3166-1 country, named and sorted in `locale`. */
export function countries(locale: CountryLocale): readonly Country[] {
  let list = lists.get(locale);
  if (!list) {
    list = build(locale);
    lists.set(locale, list);
  }
  return list;
}
