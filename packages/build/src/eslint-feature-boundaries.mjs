// `portal/no-cross-feature-import`: a feature of a remote never imports another feature.
//
// A remote is cut by page (`src/features/<feature>/…`, mf-account's README); what two features
// both need moves to the remote's one `src/shared/` or to a package. A feature reaching into
// another ties two pages together: a change to one breaks the other, and the arrows that let a
// page load alone are gone. The import is read as written, relative (`../../plans/offers`) or
// through an alias that names the features folder (`@/features/plans`, `src/features/plans`).
import path from 'node:path';
import { onEveryImport } from './eslint-imports.mjs';

const FEATURE_DIR = /(?:^|\/)src\/features\/([^/]+)\//;
// An aliased specifier: `features/<name>` after an alias root (`@/`, `~/`, `#`, `src/`, …).
const ALIASED_FEATURE = /(?:^|\/)features\/([^/]+)(?:\/|$)/;

/** The feature a file belongs to, from its path (`src/features/<feature>/…`), or undefined. */
function featureOfFile(filename) {
  return FEATURE_DIR.exec(filename.split(path.sep).join('/'))?.[1];
}

/** The feature an import names, or undefined when it names no feature. */
function featureOfImport(filename, specifier) {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(filename), specifier).split(path.sep).join('/');
    return FEATURE_DIR.exec(`${target}/`)?.[1];
  }
  const named = FEATURE_DIR.exec(`${specifier}/`)?.[1];
  if (named) return named;
  if (specifier.startsWith('features/')) return ALIASED_FEATURE.exec(specifier)?.[1];
  // A package (`@portal/ui`, `react`) names no feature of this remote.
  if (/^(@[\w-]+\/)?[\w-][\w.-]*(\/|$)/.test(specifier)) return undefined;
  return ALIASED_FEATURE.exec(specifier)?.[1];
}

export const noCrossFeatureImport = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature of a remote never imports another feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': a feature never imports another feature; " +
        "move what both need to the remote's src/shared/ or to a package.",
    },
  },
  create(context) {
    const filename = context.filename;
    const from = featureOfFile(filename);
    if (!from) return {};
    return onEveryImport((source) => {
      const to = featureOfImport(filename, source.value);
      if (to && to !== from)
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    });
  },
};
