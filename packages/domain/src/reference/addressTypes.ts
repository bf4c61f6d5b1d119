// The street-type (tipo de logradouro) and neighbourhood-type choices of the address form
// (spec §3: 45 and 19). They are Brazilian address vocabulary, written on Brazilian addresses
// in Portuguese whatever the portal's language, so there is no Spanish version.

export interface AddressType {
  /** A stable ASCII key: the name in lower case, without accents, words joined by '-'. */
  readonly code: string;
  /** What the form shows and the address stores ('Avenida'). */
  readonly name: string;
}

const entry = (name: string): AddressType => ({
  code: name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '-'),
  name,
});

/** Types of logradouro in use in Brazilian addresses, in alphabetical order. */
export const STREET_TYPES: readonly AddressType[] = [
  'Acesso',
  'Aeroporto',
  'Alameda',
  'Área',
  'Avenida',
  'Beco',
  'Boulevard',
  'Caminho',
  'Campo',
  'Chácara',
  'Condomínio',
  'Conjunto',
  'Escadaria',
  'Esplanada',
  'Estação',
  'Estrada',
  'Favela',
  'Fazenda',
  'Galeria',
  'Jardim',
  'Ladeira',
  'Largo',
  'Loteamento',
  'Marginal',
  'Morro',
  'Parque',
  'Passagem',
  'Passarela',
  'Pátio',
  'Ponte',
  'Praça',
  'Quadra',
  'Recanto',
  'Residencial',
  'Rodovia',
  'Rua',
  'Servidão',
  'Setor',
  'Sítio',
  'Travessa',
  'Trevo',
  'Via',
  'Viaduto',
  'Viela',
  'Vila',
].map(entry);

/** Types of neighbourhood (bairro, jardim, vila, …), in alphabetical order. */
export const NEIGHBORHOOD_TYPES: readonly AddressType[] = [
  'Bairro',
  'Centro',
  'Chácara',
  'Cidade',
  'Colônia',
  'Condomínio',
  'Conjunto',
  'Distrito',
  'Fazenda',
  'Jardim',
  'Loteamento',
  'Núcleo',
  'Parque',
  'Recanto',
  'Residencial',
  'Setor',
  'Sítio',
  'Vila',
  'Zona Rural',
].map(entry);
