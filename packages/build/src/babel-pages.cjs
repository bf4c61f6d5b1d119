// The route table compiled into literals (issue 53, ADR 008). Code names a page once, through
// `@portal/contracts`: `pages.charges`, `href(pages.checkout)`. Webpack would keep those as
// references into a module of the table, and a call, in every bundle that names a page; the cold
// /login would pay for it. This plugin writes each reference as the literal it stands for, as
// the code said before the table existed: `pages.charges` → 'gestao-de-cobrancas',
// `href(pages.checkout)` → '/checkout'. The types still come from the table; a name that is not a
// page is left alone, and fails the type check.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const TABLE = path.resolve(__dirname, '..', '..', 'contracts', 'src', 'routes.ts');
const CONTRACTS = '@portal/contracts';

/** Each page's pattern by its name, as `routes.ts` writes them: `export const x = '…' as Page<…>`. */
function readTable(file = TABLE) {
  const source = fs.readFileSync(file, 'utf8');
  const table = new Map();
  for (const [, name, pattern] of source.matchAll(
    /^export const (\w+) =\s*'([^']*)'\s+as Page<'[^']*'>;$/gm,
  )) {
    table.set(name, pattern);
  }
  const exported = source.match(/^export const /gm)?.length ?? 0;
  if (table.size === 0 || table.size !== exported) {
    throw new Error(`babel-pages: ${file} exports ${exported} values, ${table.size} read as pages`);
  }
  return table;
}

/** `href`'s answer for a page that needs no parameter; null for one that needs some. */
function addressOf(pattern) {
  const plain = pattern.split('/:')[0];
  return pattern
    .slice(plain.length)
    .split('/:')
    .some((part) => part && !part.endsWith('?'))
    ? null
    : `/${plain}`;
}

/** @param {{ types: import('@babel/types') }} babel */
function babelPages({ types: t }) {
  const table = readTable();
  /**
   * The page a node names (`pages.x`, with `pages` the contracts' import, not a local of the same
   * name that hides it), or null.
   */
  const pageOf = (node, names, scope) =>
    t.isMemberExpression(node) &&
    !node.computed &&
    t.isIdentifier(node.object) &&
    names.pages.has(node.object.name) &&
    scope.getBinding(node.object.name)?.kind === 'module' &&
    t.isIdentifier(node.property) &&
    table.has(node.property.name)
      ? table.get(node.property.name)
      : null;

  return {
    name: 'portal-pages',
    visitor: {
      Program(program) {
        const names = { pages: new Set(), href: new Set() };
        const imports = [];
        for (const statement of program.get('body')) {
          if (!statement.isImportDeclaration() || statement.node.source.value !== CONTRACTS)
            continue;
          imports.push(statement);
          for (const specifier of statement.node.specifiers) {
            if (!t.isImportSpecifier(specifier) || specifier.importKind === 'type') continue;
            const imported = specifier.imported.name ?? specifier.imported.value;
            if (imported === 'pages' || imported === 'href')
              names[imported].add(specifier.local.name);
          }
        }
        if (names.pages.size === 0) return;
        program.traverse({
          CallExpression(call) {
            const { callee, arguments: args } = call.node;
            if (!t.isIdentifier(callee) || !names.href.has(callee.name) || args.length !== 1)
              return;
            const pattern = pageOf(args[0], names, call.scope);
            const address = pattern === null ? null : addressOf(pattern);
            if (address !== null) call.replaceWith(t.stringLiteral(address));
          },
          MemberExpression(member) {
            const pattern = pageOf(member.node, names, member.scope);
            if (pattern !== null) member.replaceWith(t.stringLiteral(pattern));
          },
        });
        // The names no longer read are no longer imported (the table's module is not bundled).
        program.scope.crawl();
        const rewritten = new Set([...names.pages, ...names.href]);
        for (const statement of imports) {
          statement.node.specifiers = statement.node.specifiers.filter(
            (specifier) =>
              !rewritten.has(specifier.local.name) ||
              program.scope.getBinding(specifier.local.name)?.referenced !== false,
          );
          if (statement.node.specifiers.length === 0) statement.remove();
        }
      },
    },
  };
}

/**
 * The plugin with the table's fingerprint as its option: Jest and webpack key their caches of
 * compiled files on the options, so a page moved in the table compiles every file again.
 */
function babelPagesPlugin() {
  const digest = crypto.createHash('sha1').update(fs.readFileSync(TABLE)).digest('hex');
  // By its file, not the function: Jest hands the options to its workers as JSON.
  return [__filename, { tableDigest: digest }];
}

module.exports = babelPages;
Object.assign(module.exports, { babelPages, babelPagesPlugin, readTable, addressOf });
