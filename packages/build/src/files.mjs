import fs from 'node:fs';
import path from 'node:path';

/** Every file under `folder`, relative to it, with `/` separators, in order; none if absent. */
export function filesUnder(folder, prefix = '') {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();
}
