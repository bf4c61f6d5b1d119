// The step of a remote's load that failed (issue 55), named as Module Federation names them, for
// the error tracker (loaded with it, not with the page): its manifest, its entry script, the
// container's init, the exposed module, that module's factory (its own chunks and code), or a
// shared package.
import { RemoteLoadError } from './RemoteLoadError';

export type LoadStep = 'manifest' | 'entry' | 'init' | 'expose' | 'factory' | 'shared';

// The federation runtime's error codes (adr-008 keeps them in its messages) by the step they fail.
const STEP_OF_CODE: Readonly<Record<string, LoadStep>> = {
  '001': 'entry',
  '008': 'entry',
  '011': 'entry',
  '002': 'init',
  '015': 'init',
  '014': 'expose',
  '005': 'shared',
  '006': 'shared',
  '012': 'shared',
};

/**
 * The step a remote's load failed at; null for another error. After its manifest, the federation
 * runtime's error code says which; a module that came but broke the contract is the exposed
 * module's; no answer in time, the entry's; anything else, the module's factory.
 */
export function loadStepOf(error: unknown): LoadStep | null {
  if (!(error instanceof RemoteLoadError)) return null;
  if (error.atManifest) return 'manifest';
  if (error.phase === 'contract') return 'expose';
  if (error.phase === 'timeout') return 'entry';
  const cause: unknown = error.cause;
  const code = /RUNTIME-(\d{3})/.exec(cause instanceof Error ? cause.message : String(cause));
  return (code && STEP_OF_CODE[code[1]!]) || 'factory';
}
