/**
 * Playground permalinks: `#form=<base64url of the UTF-8 JSON {"message","requestedSchema","profile"?}>` opens
 * any form directly (the playground, README "Work on the kit"). React-free so tests, e2e and the demo share it.
 */
import type { HostProfile } from './model.ts';

/** What a permalink carries. */
export interface PermalinkForm {
  message: string;
  requestedSchema: unknown;
  profile?: HostProfile;
}

const PROFILES: readonly string[] = ['desktop', 'web', 'web-app'];

/**
 * UTF-8 text → base64url without padding (RFC 4648 §5).
 * @example toBase64Url('é') // 'w6k'
 */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // In chunks: a byte-by-byte `+=` takes seconds on the megabyte permalinks of the 2,000-option fixtures.
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url (or plain base64, padded or not) → UTF-8 text; undefined when it isn't valid base64 or UTF-8. */
export function fromBase64Url(encoded: string): string | undefined {
  const base64 = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return undefined;
  const unpadded = base64.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return undefined;
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The URL fragment that opens `form` in the playground.
 * @example permalinkHash({message: 'Hi', requestedSchema: {type: 'object', properties: {}}}) // '#form=eyJtZXNz…'
 */
export function permalinkHash(form: PermalinkForm): string {
  const payload: PermalinkForm = { message: form.message, requestedSchema: form.requestedSchema };
  if (form.profile) payload.profile = form.profile;
  return `#form=${toBase64Url(JSON.stringify(payload))}`;
}

/**
 * Reads a form from a URL fragment (`#form=…`, other `&key=value` parts ignored). Returns undefined for a
 * missing or malformed permalink; never throws. The schema itself is not checked here: an unsupported schema
 * is the form's job to report.
 */
export function formFromHash(hash: string): PermalinkForm | undefined {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('form');
  if (encoded === null) return undefined;
  const text = fromBase64Url(encoded);
  if (text === undefined) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  if (typeof record.message !== 'string' || !Object.hasOwn(record, 'requestedSchema')) return undefined;
  const form: PermalinkForm = { message: record.message, requestedSchema: record.requestedSchema };
  if (record.profile !== undefined) {
    if (typeof record.profile !== 'string' || !PROFILES.includes(record.profile)) return undefined;
    form.profile = record.profile as HostProfile;
  }
  return form;
}
