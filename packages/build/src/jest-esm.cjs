// The Jest transform for dependencies shipped as ES modules only (Storybook, ky, .mjs files):
// esbuild turns their `import`/`export` into CommonJS, which is all Jest needs of them.
//
// They went through the project's Babel options before (TypeScript, React, the Lingui macro,
// the route table), which none of them uses: on a cold cache (a fresh clone in CI) that was
// 924 Babel runs and 59 s of the two workers' time, two thirds of it Storybook's test and
// React builds compiled again for each workspace that has stories. With esbuild a cold unit run
// took 345 s instead of 413 s here (the workers' CPU time 9:13 instead of 11:19 min).
const crypto = require('node:crypto');
const fs = require('node:fs');
const esbuild = require('esbuild');

const OWN = crypto
  .createHash('sha1')
  .update(fs.readFileSync(__filename))
  .update(esbuild.version)
  .digest('hex');

module.exports = {
  getCacheKey(source, file) {
    return crypto.createHash('sha1').update(OWN).update(file).update(source).digest('hex');
  },
  process(source, file) {
    // No `sourcefile`: given a name ending in .mjs, esbuild would import CommonJS the way Node
    // does (`default` is always `module.exports`), which breaks one converted .mjs file importing
    // another's default, as Babel's conversion never did. The map names the file instead.
    const { code, map } = esbuild.transformSync(source, {
      format: 'cjs',
      loader: 'js',
      target: `node${process.versions.node}`,
      sourcemap: 'external',
    });
    return { code, map: { ...JSON.parse(map), sources: [file] } };
  },
};
