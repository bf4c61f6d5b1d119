import type { RemoteName } from '@portal/contracts';

/** Why a remote's `./routes` could not be had: no answer in time, a network failure, or a broken contract. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly phase: 'timeout' | 'network' | 'contract',
    cause: unknown,
    /** Whether it failed before the remote's manifest was read (`./loadStep` names the step). */
    readonly atManifest = false,
  ) {
    super(`${remote}: ${phase}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
  }
}
