// What the companies list shows (spec §2.8, §9): a search by name and by CNPJ, a status and a
// plan filter, and the page. It lives in the address's query, so a reload or a shared link shows
// the same list and back and forward step through the searches made.
import { cnpjCharacters } from '@portal/domain';

export const COMPANY_STATUSES = ['active', 'disabled', 'saas'] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUSES)[number];
export const COMPANY_PLANS = ['essential', 'advanced', 'enterprise'] as const;
export type CompanyPlanFilter = (typeof COMPANY_PLANS)[number];

/** Companies a page (spec §9). */
export const COMPANIES_PAGE_SIZE = 10;

export interface CompanyListQuery {
  /** Part of the name, as typed. */
  readonly name: string;
  /** Part of the CNPJ, without its mask (numeric or alphanumeric, upper-cased). */
  readonly cnpj: string;
  readonly status: CompanyStatusFilter | '';
  readonly plan: CompanyPlanFilter | '';
  /** From 1. */
  readonly page: number;
}

/** The names in the address: Portuguese, like the portal's paths. */
const PARAM = {
  name: 'nome',
  cnpj: 'cnpj',
  status: 'status',
  plan: 'plano',
  page: 'pagina',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

/** The list an address asks for; anything unknown or malformed reads as its default. */
export function readListQuery(params: URLSearchParams): CompanyListQuery {
  const page = Number(params.get(PARAM.page));
  return {
    name: params.get(PARAM.name)?.trim() ?? '',
    cnpj: cnpjCharacters(params.get(PARAM.cnpj) ?? ''),
    status: oneOf(COMPANY_STATUSES, params.get(PARAM.status)),
    plan: oneOf(COMPANY_PLANS, params.get(PARAM.plan)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a list: only what differs from the defaults, in a fixed order. */
export function writeListQuery(query: CompanyListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.name.trim()) params.set(PARAM.name, query.name.trim());
  if (query.cnpj) params.set(PARAM.cnpj, cnpjCharacters(query.cnpj));
  if (query.status) params.set(PARAM.status, query.status);
  if (query.plan) params.set(PARAM.plan, query.plan);
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/**
 * The list after a change: a new search or filter starts again at page 1; only a change of
 * page alone keeps the others.
 */
export function changeListQuery(
  query: CompanyListQuery,
  change: Partial<CompanyListQuery>,
): CompanyListQuery {
  const next = { ...query, ...change };
  const refined = (['name', 'cnpj', 'status', 'plan'] as const).some(
    (key) => key in change && change[key] !== query[key],
  );
  return refined ? { ...next, page: 1 } : next;
}

/** The call's input: the filters set, the page and its size (spec §7 all-companies). */
export function companiesRequest(query: CompanyListQuery) {
  return {
    page: query.page,
    limit: COMPANIES_PAGE_SIZE,
    ...(query.name ? { name: query.name } : {}),
    ...(query.cnpj ? { cnpj: query.cnpj } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.plan ? { plan: query.plan } : {}),
  };
}

/** The filters alone, for the companies report (spec §7 companies-report). */
export function reportFilters(query: CompanyListQuery) {
  const { page: _page, limit: _limit, ...filters } = companiesRequest(query);
  return filters;
}
