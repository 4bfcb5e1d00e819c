/**
 * Which request a draft belongs to (docs/behaviour.md §11.2: the same server, message and schema are the same
 * request; a draft under a reused key is never restored into another request). Part of the store's chunk.
 */
import type { DraftOptions } from './types.ts';

/**
 * A short, stable text for a request: the same server, message and schema give the same fingerprint.
 * @example requestFingerprint('crm', 'Who are you?', schema) // e.g. '1x2y3z4a5b6c'
 */
export function requestFingerprint(server: string | undefined, message: string, requestedSchema: unknown): string {
  let text: string;
  try {
    text = JSON.stringify([server ?? '', message, requestedSchema]);
  } catch {
    text = String(Math.random()); // not JSON: never the same request twice
  }
  // Two 32-bit FNV-1a hashes with different offsets: short keys for sessionStorage, collisions out of reach.
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    a = Math.imul(a ^ text.charCodeAt(index), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(index), 0x811c9dc5);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/**
 * Where `options`' draft is kept: the host's key, else the request's fingerprint.
 * @example draftKey({ key: 'request-1', request, storage: 'memory', exclude: [] }) // 'request-1'
 */
export function draftKey(options: DraftOptions): string {
  return options.key ?? `form:${requestFingerprint(...options.request)}`;
}
