// The route table's pages are written as literals in every bundle (ADR 008): what a bundle says
// of a page is what the code said before the table existed.
import { transformSync } from '@babel/core';
import { babelOptions } from './babel.cjs';
import { addressOf, readTable } from './babel-pages.cjs';

const compile = (code) => transformSync(code, { ...babelOptions(), filename: 'page.tsx' }).code;

describe('the pages of the route table, compiled', () => {
  it('reads every page the table exports', () => {
    const table = readTable();
    expect(table.get('charges')).toBe('gestao-de-cobrancas');
    expect(table.get('signUp')).toBe('login/cadastro/:sp?/:empresaMae?');
    expect(table.get('home')).toBe('');
    expect(table.size).toBe(19);
  });

  it('writes a page and its address as literals, and imports the table no more', () => {
    const out = compile(
      "import { href, pages } from '@portal/contracts';\n" +
        'export const where = [pages.users, href(pages.checkout), href(pages.signUp), href(pages.home)];',
    );
    expect(out).toContain('["gestao-de-usuarios", "/checkout", "/login/cadastro", "/"]');
    expect(out).not.toContain('@portal/contracts');
  });

  it('keeps what it cannot write: a page that needs a parameter, a name that is no page', () => {
    const out = compile(
      "import { href, pages, LOCALES } from '@portal/contracts';\n" +
        'export const kept = [href(pages.ssoSession), pages.nowhere, LOCALES];',
    );
    expect(out).toContain('href("login/sso/:session")');
    expect(out).toContain('pages.nowhere');
    expect(out).toMatch(/import \{ href, pages, LOCALES \} from ['"]@portal\/contracts['"]/);
  });

  it('leaves a `pages` that is not the table alone', () => {
    const out = compile('const pages = { users: 1 };\nexport const n = pages.users;');
    expect(out).toContain('pages.users');
    const hidden = compile(
      "import { pages } from '@portal/contracts';\n" +
        'export const a = pages.users;\n' +
        'export function b(pages) { return pages.users; }',
    );
    expect(hidden).toContain('"gestao-de-usuarios"');
    expect(hidden).toContain('return pages.users;');
  });

  it('gives the address only of a page that needs no parameter', () => {
    expect(addressOf('login/sso')).toBe('/login/sso');
    expect(addressOf('login/cadastro/:sp?/:empresaMae?')).toBe('/login/cadastro');
    expect(addressOf('login/sso/:session')).toBeNull();
  });
});
