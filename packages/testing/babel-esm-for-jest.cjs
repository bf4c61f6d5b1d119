// Jest runs the browser tests as CommonJS (no --experimental-vm-modules), where ESM-only syntax
// is an error. The harness's Node modules are ESM: `import.meta.dirname` / `url` become the
// CommonJS equivalents, and a top-level `await` (a module's "run as a script" block) is wrapped
// in an async function, so these modules load unchanged.
module.exports = function esmToCommonJsForJest({ types: t, template }) {
  const url = () => template.expression.ast`require('node:url').pathToFileURL(__filename).href`;

  const hasTopLevelAwait = (statement) => {
    let found = false;
    statement.traverse({
      Function(inner) {
        inner.skip();
      },
      AwaitExpression() {
        found = true;
      },
      ForOfStatement(inner) {
        if (inner.node.await) found = true;
      },
    });
    return found;
  };

  return {
    name: 'esm-to-commonjs-for-jest',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          if (statement.isDeclaration() || statement.isImportDeclaration()) continue;
          if (!hasTopLevelAwait(statement)) continue;
          statement.replaceWith(
            t.expressionStatement(
              t.callExpression(
                t.arrowFunctionExpression([], t.blockStatement([statement.node]), true),
                [],
              ),
            ),
          );
        }
      },
      MetaProperty(path) {
        if (path.node.meta.name !== 'import' || path.node.property.name !== 'meta') return;
        const parent = path.parentPath;
        if (
          parent.isMemberExpression({ computed: false }) &&
          t.isIdentifier(parent.node.property)
        ) {
          const key = parent.node.property.name;
          if (key === 'dirname') return void parent.replaceWith(t.identifier('__dirname'));
          if (key === 'filename') return void parent.replaceWith(t.identifier('__filename'));
          if (key === 'url') return void parent.replaceWith(url());
        }
        path.replaceWith(
          template.expression.ast`({ url: ${url()}, dirname: __dirname, filename: __filename })`,
        );
      },
    },
  };
};
