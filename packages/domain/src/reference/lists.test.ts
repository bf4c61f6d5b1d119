import { NEIGHBORHOOD_TYPES, STREET_TYPES, type AddressType } from './addressTypes';
import { BRAZILIAN_STATES } from './states';

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('Brazilian states (spec §3)', () => {
  it('lists the 27 federative units by UF code, the Federal District too', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(unique(BRAZILIAN_STATES.map(({ code }) => code))).toBe(true);
    expect(unique(BRAZILIAN_STATES.map(({ name }) => name))).toBe(true);
    for (const { code } of BRAZILIAN_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(BRAZILIAN_STATES).toContainEqual({ code: 'DF', name: 'Distrito Federal' });
    expect(BRAZILIAN_STATES).toContainEqual({ code: 'SP', name: 'São Paulo' });
  });
});

describe.each<[string, readonly AddressType[], number, string[]]>([
  [
    'street types',
    STREET_TYPES,
    45,
    ['Rua', 'Avenida', 'Rodovia', 'Praça', 'Estrada', 'Alameda', 'Travessa', 'Largo'],
  ],
  [
    'neighbourhood types',
    NEIGHBORHOOD_TYPES,
    19,
    ['Bairro', 'Jardim', 'Vila', 'Parque', 'Conjunto', 'Residencial'],
  ],
])('%s (spec §3)', (_, list, size, expected) => {
  it(`has ${size} entries, among them the common ones`, () => {
    expect(list).toHaveLength(size);
    expect(list.map(({ name }) => name)).toEqual(expect.arrayContaining(expected));
  });

  it('has unique ASCII codes and unique names, in alphabetical order', () => {
    expect(unique(list.map(({ code }) => code))).toBe(true);
    expect(unique(list.map(({ name }) => name))).toBe(true);
    for (const { code } of list) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const names = list.map(({ name }) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-BR').compare));
  });

  it('keys each entry by its name without accents', () => {
    expect(list.find(({ name }) => name === expected[0])?.code).toBe(expected[0]!.toLowerCase());
  });
});

it('codes a name with accents and spaces', () => {
  expect(STREET_TYPES.find(({ name }) => name === 'Praça')?.code).toBe('praca');
  expect(NEIGHBORHOOD_TYPES.find(({ name }) => name === 'Zona Rural')?.code).toBe('zona-rural');
});
