// The running portal's runtime config, followed on disk (issue 30: rollback by config).
import fs from 'node:fs';

/** How often the running portal looks whether its runtime config file changed. */
const CONFIG_CHECK_MS = 500;

/**
 * The runtime config as its file says now: read again when the file changes (looked at no more
 * than every CONFIG_CHECK_MS), so pinning a remote's release is an edit of the file, with nothing
 * rebuilt or restarted. A file caught half-written keeps the config before it.
 */
export function followConfigFile(
  file,
  { label = file, checkMs = CONFIG_CHECK_MS, now = () => Date.now() } = {},
) {
  const read = () => JSON.parse(fs.readFileSync(file, 'utf8'));
  let config = read();
  let stamp = fs.statSync(file).mtimeMs;
  let checkedAt = now();
  return () => {
    if (now() - checkedAt < checkMs) return config;
    checkedAt = now();
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined || mtimeMs === stamp) return config;
    try {
      config = read();
      stamp = mtimeMs;
      console.log(`runtime config ${label} read again`);
    } catch (error) {
      console.warn(`runtime config ${label} kept as it was: ${error.message}`);
    }
    return config;
  };
}
