// The postal-lookup double's addresses, shaped like the public Brazilian CEP service. It holds
// every CEP the seed's companies live at (so a checkout prefilled from the seed looks up), plus
// addresses of other states for manual tries.

export interface PostalAddress {
  readonly logradouro: string;
  readonly complemento: string;
  readonly bairro: string;
  readonly localidade: string;
  readonly uf: string;
}

const address = (
  logradouro: string,
  bairro: string,
  localidade: string,
  uf: string,
  complemento = '',
): PostalAddress => ({ logradouro, complemento, bairro, localidade, uf });

/** CEP (8 digits) → address. */
export const POSTAL_ADDRESSES: Readonly<Record<string, PostalAddress>> = {
  // the seed's company addresses
  '01310100': address(
    'Avenida Paulista',
    'Bela Vista',
    'São Paulo',
    'SP',
    'de 612 a 1510 - lado par',
  ),
  '20040002': address('Rua da Assembleia', 'Centro', 'Rio de Janeiro', 'RJ'),
  '30130010': address('Avenida Afonso Pena', 'Centro', 'Belo Horizonte', 'MG'),
  '80020000': address('Rua XV de Novembro', 'Centro', 'Curitiba', 'PR'),
  '40015970': address('Praça Cairu', 'Comércio', 'Salvador', 'BA'),
  '90010150': address('Rua dos Andradas', 'Centro Histórico', 'Porto Alegre', 'RS'),
  // other states
  '04538133': address(
    'Avenida Brigadeiro Faria Lima',
    'Itaim Bibi',
    'São Paulo',
    'SP',
    'de 3253 ao fim - lado ímpar',
  ),
  '13010111': address('Rua Barão de Jaguara', 'Centro', 'Campinas', 'SP'),
  '22250040': address('Praia de Botafogo', 'Botafogo', 'Rio de Janeiro', 'RJ'),
  '50030230': address('Avenida Rio Branco', 'Recife', 'Recife', 'PE'),
  '70040010': address('SBS Quadra 1', 'Asa Sul', 'Brasília', 'DF'),
  '60060440': address('Rua Barão do Rio Branco', 'Centro', 'Fortaleza', 'CE'),
  '88010400': address('Rua Felipe Schmidt', 'Centro', 'Florianópolis', 'SC'),
  '69005070': address('Avenida Eduardo Ribeiro', 'Centro', 'Manaus', 'AM'),
  '66010000': address('Avenida Presidente Vargas', 'Campina', 'Belém', 'PA'),
  '74003010': address('Avenida Goiás', 'Setor Central', 'Goiânia', 'GO'),
  '29010120': address('Avenida Jerônimo Monteiro', 'Centro', 'Vitória', 'ES'),
  '38400100': address('Avenida Afonso Pena', 'Centro', 'Uberlândia', 'MG'),
};

/** The service's answer for a CEP: the address with its masked CEP, or null when unknown. */
export function lookUpCep(cep: string) {
  const found = POSTAL_ADDRESSES[cep];
  return found ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...found } : null;
}
