// A page's address from its pattern (`pages.ssoSession` + `{ session }` → `/login/sso/session=…`),
// typed by the pattern itself: a parameter the page needs cannot be left out.
import type { Page } from './routes';

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | Segments<Tail>
  : P;
type RequiredParam<S> = S extends `:${string}?` ? never : S extends `:${infer Name}` ? Name : never;
type OptionalParam<S> = S extends `:${infer Name}?` ? Name : never;

/** The parameters of a page: `{ session: string }`, `{ sp?: string; empresaMae?: string }`. */
export type PageParams<P extends string> = {
  readonly [N in RequiredParam<Segments<P>>]: string;
} & { readonly [N in OptionalParam<Segments<P>>]?: string };

/** The address of a page: its literal type where the pattern has no parameter (`'/checkout'`). */
export type Href<P extends string> = P extends `${string}${':' | '*'}${string}` ? string : `/${P}`;

/** The address of a page named by the table, as a type: `HrefOf<typeof pages.checkout>`. */
export type HrefOf<T> = T extends Page<infer P> ? Href<P> : never;

/** A page that needs no parameter: `P` itself, `never` where the pattern requires one. */
export type NoParamNeeded<P extends string> = RequiredParam<Segments<P>> extends never ? P : never;

/**
 * The address of a page that needs no parameter (`/checkout`; `/login/cadastro` for
 * `login/cadastro/:sp?/:empresaMae?`, its optional ones left out). One cut, no lookup: it costs a
 * bundle nothing, which `fill` would (the cold /login, ADR 008).
 */
export function href<P extends string>(page: Page<NoParamNeeded<P>>): Href<P> {
  return `/${page.split('/:')[0]}` as Href<P>;
}

/**
 * The address of a page with its parameters (`/login/sso/session=abc`): required ones filled,
 * optional ones left out from the first one missing.
 */
export function fill<P extends string>(page: Page<P>, params: PageParams<P>): string {
  const values = params as Readonly<Record<string, string | undefined>>;
  const filled: string[] = [];
  for (const segment of page.split('/')) {
    if (segment[0] !== ':') {
      filled.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const value = values[segment.slice(1, optional ? -1 : undefined)];
    if (value === undefined) {
      if (optional) break;
      throw new Error(`fill('${page}'): no value for ${segment}`);
    }
    filled.push(encodeURIComponent(value).replace(/%2C/g, ',').replace(/%3D/g, '='));
  }
  return `/${filled.join('/')}`;
}
