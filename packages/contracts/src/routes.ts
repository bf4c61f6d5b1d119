// Every page of the portal, named once (issue 53). The remotes' `./routes`, the shell's frame
// and menu, the entry redirects and every link between pages read their paths from here, so a
// link to a page that does not exist fails the type check, not a visitor. (The runtime configs
// are JSON: a test holds them to this table.)

/** The federation names of the remotes. */
export type RemoteName = 'mf_auth' | 'mf_account' | 'mf_checkout' | 'mf_billing' | 'mf_backoffice';

/** Who serves a page: a remote, or the shell itself. */
export type RouteOwner = RemoteName | 'shell';

/**
 * Each page's route pattern under the base path, without a leading slash ('' is the home page),
 * by the name the code uses for it. Plain strings, so the table costs every bundle that links
 * little (it is read by the cold /login, ADR 008).
 */
export const ROUTES = {
  // mf-auth: sign-in and everything before it.
  login: 'login',
  sso: 'login/sso',
  /** Single sign-on completed: the spec's `/login/sso/session=<session>` (`:session` holds it all). */
  ssoSession: 'login/sso/:session',
  recovery: 'login/definir-senha',
  signUp: 'login/cadastro/:sp?/:empresaMae?',
  companyPicker: 'login/escolher-empresa',
  // mf-account: home cards, profile, user management.
  home: '',
  profile: 'meu/perfil',
  users: 'gestao-de-usuarios',
  // mf-checkout: plan selection, onboarding, checkout.
  start: 'start',
  checkout: 'checkout',
  // mf-billing.
  charges: 'gestao-de-cobrancas',
  // mf-backoffice: its sections, and any other address below it.
  companies: 'gestao-de-empresas',
  coupons: 'gestao-de-empresas/cupons',
  signupLink: 'gestao-de-empresas/gerador-de-link',
  backofficeUnknown: 'gestao-de-empresas/*',
  // The shell's own pages.
  versions: 'gestao-de-empresas/versoes',
  accessDenied: 'acesso-negado',
  diagnosticError: '__diagnostico/erro',
} as const;

export type RouteKey = keyof typeof ROUTES;

/** A route's pattern, as declared (`login/sso/:session`). */
export type RoutePath<K extends RouteKey> = (typeof ROUTES)[K];

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters of a route: `{ session: string }`, `{ sp?: string; empresaMae?: string }`. */
export type RouteParams<K extends RouteKey> = {
  readonly [N in RequiredParam<Segments<RoutePath<K>>>]: string;
} & { readonly [N in OptionalParam<Segments<RoutePath<K>>>]?: string };

/** Routes a link may name bare: no parameter to fill, no wildcard. */
export type PlainRouteKey = {
  [K in RouteKey]: RequiredParam<Segments<RoutePath<K>>> extends never
    ? RoutePath<K> extends `${string}*`
      ? never
      : K
    : never;
}[RouteKey];

type ParamsArgument<K extends RouteKey> =
  RequiredParam<Segments<RoutePath<K>>> extends never
    ? [params?: RouteParams<K>]
    : [params: RouteParams<K>];

/**
 * Where a link or a navigation goes: a route of the table, bare (`'checkout'`) or with its
 * parameters and a query (`{ route: 'login', search }`). Not a string, so a page that does not
 * exist fails the type check.
 */
export type RouteTo =
  | PlainRouteKey
  | {
      [K in RouteKey]: {
        readonly route: K;
        /** The query, with or without its leading '?'. */
        readonly search?: string;
      } & (RequiredParam<Segments<RoutePath<K>>> extends never
        ? { readonly params?: RouteParams<K> }
        : { readonly params: RouteParams<K> });
    }[RouteKey];

/**
 * The address of a page under the base path (`/login/sso/session=abc`): required parameters
 * filled, optional ones left out from the first one missing.
 */
export function href<K extends RouteKey>(route: K, ...[params]: ParamsArgument<K>): string {
  const values = (params ?? {}) as Readonly<Record<string, string | undefined>>;
  const filled: string[] = [];
  for (const segment of (ROUTES[route] as string).split('/')) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const value = values[segment.slice(1, optional ? -1 : undefined)];
    if (value === undefined) {
      if (optional) break;
      throw new Error(`href('${route}'): no value for ${segment}`);
    }
    filled.push(encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3D/g, '='));
  }
  return `/${filled.join('/')}`;
}

/** A `RouteTo` as a location: its pathname and its query (`?…`, or ''). */
export function locationOf(to: RouteTo): { readonly pathname: string; readonly search: string } {
  if (typeof to === 'string') return { pathname: href(to), search: '' };
  const pathname = (href as (route: RouteKey, params?: object) => string)(to.route, to.params);
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  return { pathname, search };
}

/** Who serves each page, in the table's order: the runtime configs route these patterns to it. */
export const ROUTE_OWNERS: Readonly<Record<RouteOwner, readonly RouteKey[]>> = {
  mf_auth: ['login', 'sso', 'ssoSession', 'recovery', 'signUp', 'companyPicker'],
  mf_account: ['home', 'profile', 'users'],
  mf_checkout: ['start', 'checkout'],
  mf_billing: ['charges'],
  mf_backoffice: ['companies', 'coupons', 'signupLink', 'backofficeUnknown'],
  shell: ['versions', 'accessDenied', 'diagnosticError'],
};

/** The address of a page without parameters, as its literal type (`'/checkout'`). */
export type PagePath<K extends PlainRouteKey> = `/${RoutePath<K>}`;

/** `href` of a page without parameters, typed as its address (for a union of pages). */
export function pagePath<K extends PlainRouteKey>(route: K): PagePath<K> {
  return `/${ROUTES[route]}` as PagePath<K>;
}
