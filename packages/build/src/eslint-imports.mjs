// What the portal's import rules share: every place a module names another (an import, a
// re-export, an `import()`), handed over as its string literal.

/**
 * ESLint visitors calling `check(source)` with the string literal of each module a file names;
 * a computed `import(name)` names none.
 */
export function onEveryImport(check) {
  const literal = (node) => {
    if (node?.type === 'Literal' && typeof node.value === 'string') check(node);
  };
  return {
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
  };
}
