import { temporaryPassword } from '@portal/domain';

/** A number in [0, 1) from the browser's cryptographic source (not Math.random). */
export function cryptoRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! / 2 ** 32;
}

/** A new user's temporary password: a random number of up to 6 digits (spec §7). */
export const newTemporaryPassword = (): string => temporaryPassword(cryptoRandom);
