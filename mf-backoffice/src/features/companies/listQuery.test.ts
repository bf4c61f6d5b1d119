import {
  changeListQuery,
  companiesRequest,
  readListQuery,
  reportFilters,
  writeListQuery,
  type CompanyListQuery,
} from './listQuery';

const START: CompanyListQuery = { name: '', cnpj: '', status: '', plan: '', page: 1 };

describe('the companies list in the address', () => {
  it('reads what a shared link says, and defaults for anything malformed', () => {
    expect(
      readListQuery(
        new URLSearchParams(
          'nome=Delta&cnpj=12.abc.345/01de-35&status=saas&plano=advanced&pagina=3',
        ),
      ),
    ).toEqual({ name: 'Delta', cnpj: '12ABC34501DE35', status: 'saas', plan: 'advanced', page: 3 });
    expect(readListQuery(new URLSearchParams('status=gone&plano=gold&pagina=-2'))).toEqual(START);
    expect(readListQuery(new URLSearchParams('pagina=2.5'))).toEqual(START);
  });

  it('writes only what differs from the defaults, and reads back the same list', () => {
    expect(writeListQuery(START).toString()).toBe('');
    const query: CompanyListQuery = {
      name: 'Sertão',
      cnpj: '11222333',
      status: 'active',
      plan: 'enterprise',
      page: 2,
    };
    const written = writeListQuery(query);
    expect(written.toString()).toBe(
      'nome=Sert%C3%A3o&cnpj=11222333&status=active&plano=enterprise&pagina=2',
    );
    expect(readListQuery(written)).toEqual(query);
  });
});

describe('changing the list', () => {
  const onPage3: CompanyListQuery = { ...START, status: 'active', page: 3 };

  it.each<[string, Partial<CompanyListQuery>]>([
    ['a new name', { name: 'Del' }],
    ['a new CNPJ', { cnpj: '11' }],
    ['another status', { status: 'saas' }],
    ['a plan', { plan: 'essential' }],
  ])('%s goes back to page 1', (_, change) => {
    expect(changeListQuery(onPage3, change)).toEqual({ ...onPage3, ...change, page: 1 });
  });

  it('a page keeps the filters, and the same filter again keeps the page', () => {
    expect(changeListQuery(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(changeListQuery(onPage3, { status: 'active' })).toEqual(onPage3);
  });
});

describe('the calls', () => {
  it('asks for 10 a page with the filters set, the CNPJ without its mask', () => {
    const query = { ...START, cnpj: '11222333000181', plan: 'advanced' as const, page: 2 };
    expect(companiesRequest(query)).toEqual({
      page: 2,
      limit: 10,
      cnpj: '11222333000181',
      plan: 'advanced',
    });
    expect(reportFilters(query)).toEqual({ cnpj: '11222333000181', plan: 'advanced' });
  });
});
