import fs from 'node:fs';
import path from 'node:path';
import { breakpoints, media } from './breakpoints';

const root = path.resolve(__dirname, '..', '..', '..');

/** Every stylesheet of the portal's own code (the shell, the remotes, the packages). */
function stylesheets(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css.ts') && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => path.join(dir, file));
}

describe('breakpoints', () => {
  it('are in em, so they follow the reader’s font size', () => {
    for (const query of [...Object.values(breakpoints), ...Object.values(media)]) {
      expect(query).not.toMatch(/px/);
    }
    expect(media.medium).toBe('screen and (min-width: 40em)');
    expect(media.wide).toBe('screen and (min-width: 60em)');
  });

  it('are the only ones: no stylesheet writes a width of its own in a media or container query', () => {
    const workspaces = [
      'shell',
      'mf-auth',
      'mf-account',
      'mf-checkout',
      'mf-billing',
      'mf-backoffice',
    ]
      .map((name) => path.join(root, name, 'src'))
      .concat(
        fs
          .readdirSync(path.join(root, 'packages'))
          .map((name) => path.join(root, 'packages', name, 'src')),
      )
      .filter((dir) => fs.existsSync(dir));
    const offenders = workspaces
      .flatMap(stylesheets)
      .filter((file) =>
        /\((min|max)-(width|inline-size):\s*[\d.]+(px|r?em)\)/.test(fs.readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
