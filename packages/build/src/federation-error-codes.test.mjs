// Production builds replace the federation runtime's table of error descriptions with codes
// only (adr-008): the replacement must still match the installed package, answer every name
// the package's index takes from it, and leave each message its code and troubleshooting link.
import path from 'node:path';
import { createRequire } from 'node:module';
import { FEDERATION_ERROR_DESCRIPTIONS } from './federation-errors.mjs';
import * as codesOnly from './federation-error-codes.mjs';

// The copy the shell's federation runtime imports (pnpm keeps one per dependant).
const fromRuntime = createRequire(
  createRequire(require.resolve('@module-federation/enhanced')).resolve(
    '@module-federation/runtime-core',
  ),
);
const errorCodesDir = path.dirname(fromRuntime.resolve('@module-federation/error-codes'));
const errorCodes = fromRuntime('@module-federation/error-codes');

describe('federation error codes without their descriptions', () => {
  it('matches the descriptions module webpack bundles from the installed package, and nothing else of it', () => {
    expect(path.join(errorCodesDir, 'desc.mjs')).toMatch(FEDERATION_ERROR_DESCRIPTIONS);
    expect(path.join(errorCodesDir, 'desc.cjs')).not.toMatch(FEDERATION_ERROR_DESCRIPTIONS);
    expect(path.join(errorCodesDir, 'index.mjs')).not.toMatch(FEDERATION_ERROR_DESCRIPTIONS);
  });

  it('exports every table the package describes codes with', () => {
    const tables = Object.keys(errorCodes).filter((name) => name.endsWith('DescMap'));
    expect(tables.length).toBeGreaterThan(0);
    expect(Object.keys(codesOnly).sort()).toEqual(tables.sort());
  });

  it('leaves a runtime error its code and the page that explains it', () => {
    const message = errorCodes.getShortErrorMsg(errorCodes.RUNTIME_008, codesOnly.runtimeDescMap, {
      remoteName: 'mf_auth',
    });
    expect(message).toContain(
      `Module Federation ${errorCodes.RUNTIME_008} #${errorCodes.RUNTIME_008}`,
    );
    expect(message).toContain(
      'https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
    );
    expect(message).toContain('"remoteName":"mf_auth"');
    expect(message).not.toContain('undefined');
  });
});
