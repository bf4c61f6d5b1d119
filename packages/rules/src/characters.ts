// What the rules read of a masked value, apart from the masks themselves (`masks.ts`): the
// field rules need these two, and a page that checks a field but masks none bundles no mask.

/** The letters and digits of a masked value: what the server gets. */
export const unmask = (value: string): string => value.replace(/[^0-9A-Za-z]/g, '');

/** Upper-case letters with the accents of Portuguese, and spaces: all a card holder name holds. */
export const HOLDER_NAME_CHARACTER = /[A-ZÁÀÂÃÉÊÍÓÔÕÚÜÇ ]/;
