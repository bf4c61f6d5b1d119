import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firefoxPath } from './firefox.mjs';

// The served portal (browser.mjs) is for the browser tests' own Jest config; not needed here.
jest.mock('./browser.mjs', () => ({}));

describe('the Firefox the browser tests drive', () => {
  it('is the first candidate installed', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'firefox-path-'));
    const installed = path.join(folder, 'firefox-esr');
    fs.writeFileSync(installed, '');
    try {
      expect(firefoxPath([path.join(folder, 'missing'), installed])).toBe(installed);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('fails the run when none is installed, naming the package to install', () => {
    expect(() => firefoxPath(['/nowhere/firefox-esr'])).toThrow(
      'Firefox not found: apt-get install -y firefox-esr (or set FIREFOX_PATH)',
    );
  });
});
