import * as kit from './index';

/** Every string an export holds, however deep (a theme's variables, a variant map). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object' && !('$$typeof' in value)) {
    return Object.values(value).flatMap(strings);
  }
  return [];
}

// A class name is a bare word or a few (`TextLink_textLink__1x2y3z0`); a theme variable (`var(--…)`) or a
// media query (`screen and (min-width: …)`) is not one.
const CLASS_NAME = /^[A-Za-z_-][\w-]*( [A-Za-z_-][\w-]*)*$/;

describe('the kit’s public surface', () => {
  it('exports components and values, never a class name to style with', () => {
    const classNames = Object.entries(kit).flatMap(([name, value]) =>
      strings(value)
        .filter((each) => CLASS_NAME.test(each))
        .map((each) => `${name}: ${each}`),
    );
    expect(classNames).toEqual([]);
  });
});
