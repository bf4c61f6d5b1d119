// A fresh idempotency key (see IDEMPOTENCY_KEY_HEADER of the contract).

/**
 * A new key for one attempt of the user: make it when the attempt starts (the purchase's submit)
 * and send the same key again when repeating that attempt after a lost answer. 32 hex
 * characters from the platform's random source, which pages on plain HTTP have too (unlike
 * `crypto.randomUUID`).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
