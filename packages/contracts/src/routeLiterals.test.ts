/** @jest-environment node */
// Routes are named once (issue 53): no page's path is written outside the route table. This
// scans the source of the shell, the remotes and the packages, so a path written out again
// (`to="/checkout"`, `navigate('/login')`, `path: 'meu/perfil'`) fails here with its place.
// Tests, stories and test helpers may visit addresses; the sandbox plays the backend, which
// knows the portal's addresses on its own.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as pages from './routes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const THIS_TABLE = path.join(__dirname, 'routes.ts');
const NOT_SCANNED = ['packages/testing', 'packages/sandbox-api', 'packages/story-check'];
/** Test code, stories and test helpers: they visit addresses as a visitor would. */
const TEST_CODE =
  /\.(test|stories)\.tsx?$|(^|\/)(testing|flows|e2e)\/|Story\.tsx?$|test-setup\.ts$/;

/** Every route's fixed part: `login/cadastro` for `login/cadastro/:sp?/:empresaMae?`. */
const FIXED = Object.values(pages as Record<string, string>)
  .map((pattern) => pattern.split(/\/[:*]/)[0]!)
  .filter((fixed) => fixed !== '');

const namesRoute = (text: string): boolean => {
  const address = text.split(/[?#]/)[0]!.replace(/^\/minha-conta(?=\/)/, '');
  const inside = address.replace(/^\//, '').replace(/\/$/, '');
  return FIXED.some((fixed) => inside === fixed || inside.startsWith(`${fixed}/`));
};

/**
 * Where a string is a page's address: `path` and `pathname` (the home page's '' too), and `to`
 * or a navigation's first argument, where an address is written with a slash (a `PageLink`'s
 * `to` takes only a page of the table: the types refuse a string there).
 */
function addressPlace(node: ts.Node): 'path' | 'to' | null {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name = parent.name.getText();
    if (name === 'path' || name === 'pathname') return 'path';
    return name === 'to' ? 'to' : null;
  }
  if (ts.isJsxAttribute(parent)) return parent.name.getText() === 'to' ? 'to' : null;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) {
    return parent.parent.name.getText() === 'to' ? 'to' : null;
  }
  if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
    return /navigate\w*$/i.test(parent.expression.getText()) ? 'to' : null;
  }
  return null;
}

/** A literal that writes a page's address out. */
function writesAddress(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const text = node.text;
  if (text.startsWith('/')) return text === '/' ? addressPlace(node) !== null : namesRoute(text);
  // A pattern written out (`meu/perfil`, `gestao-de-cobrancas`): a slash or a dash, one word.
  if (/[/-]/.test(text) && !/\s/.test(text) && namesRoute(text)) return true;
  return addressPlace(node) === 'path' && (text === '' || namesRoute(text));
}

function offences(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // A template's head counts when it names a page itself (`/login/cadastro/${…}`): a bare '/'
    // before a pattern from the table builds the address from it.
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node : null;
    const head = ts.isTemplateHead(node) ? node : null;
    const written = literal
      ? writesAddress(literal)
      : head !== null && head.text.startsWith('/') && namesRoute(head.text);
    if (written) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      const text = (literal ?? head)?.text;
      found.push(`${path.relative(ROOT, file)}:${line + 1} ${JSON.stringify(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const WORKSPACES = [
  'shell',
  ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-')),
  ...fs.readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}`),
].filter((workspace) => !NOT_SCANNED.includes(workspace));

describe('route paths', () => {
  const files = WORKSPACES.flatMap((workspace) => sourceFiles(path.join(ROOT, workspace, 'src')))
    .filter((file) => file !== THIS_TABLE)
    .filter((file) => !TEST_CODE.test(path.relative(ROOT, file)));

  it('scans the source of the shell, the five remotes and the packages', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((file) => file.endsWith('mf-billing/src/routes.tsx'))).toBe(true);
  });

  it('are written only in the route table', () => {
    expect(files.flatMap(offences)).toEqual([]);
  });
});
