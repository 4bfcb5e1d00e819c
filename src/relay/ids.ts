/** Relay ids (docs/behaviour.md §12): 128 bits from the platform's CSPRNG, base64url, so no one guesses another person's request. */

const ID_BYTES = 16;
/** 16 bytes in base64url without padding: exactly 22 characters of the URL-safe alphabet. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A new relay id: 128 bits of `crypto.getRandomValues` (Node ≥ 20, edge runtimes and browsers all have it).
 * @example newRelayId() // 'q3Jx0c5bV1m2ZkT8aP_9Lw'
 */
export function newRelayId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * True for a string shaped like a relay id; anything else is a malformed id (`400`), never looked up.
 * @example isRelayId('q3Jx0c5bV1m2ZkT8aP_9Lw') // true
 */
export function isRelayId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/**
 * A holder id for one relay instance (its lease key in the store).
 * @example newHolderId() // 'h-q3Jx0c5bV1m2ZkT8aP_9Lw'
 */
export function newHolderId(): string {
  return `h-${newRelayId()}`;
}
