import type { RemoteName } from '@portal/contracts';

/**
 * The step of a remote's load that failed, named as Module Federation names them: its manifest,
 * its entry script, the container's init, the exposed module, that module's factory (its own
 * chunks and code), or a shared package.
 */
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

/** The step a failure of the federation runtime happened at; any other, the module's factory. */
export function federationStep(error: unknown): LoadStep {
  const code = /RUNTIME-(\d{3})/.exec(error instanceof Error ? error.message : String(error));
  return (code && STEP_OF_CODE[code[1]!]) || 'factory';
}

/** Why a remote's `./routes` could not be had: no answer in time, a network failure, or a broken contract. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly phase: 'timeout' | 'network' | 'contract',
    cause: unknown,
    /** The step it failed at, when known. */
    readonly step?: LoadStep,
  ) {
    super(`${remote}: ${phase}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
  }
}
