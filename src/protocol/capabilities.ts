/**
 * Client capabilities generated from what the kit renders (SPEC §1 *Decision*: a host never
 * advertises more than it supports). Explicit objects only: never `true`, never a bare `elicitation: {}`.
 */

/** Elicitation modes the kit renders. URL mode is out of scope (SPEC §1), so only `form`. */
export const RENDERED_ELICITATION_MODES = ['form'] as const;

/** The `_meta` key that carries client capabilities on every 2026-07-28+ request. */
export const CLIENT_CAPABILITIES_META_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** The capabilities object a kit-based host advertises. */
export interface ElicitationCapabilities {
  elicitation: Record<string, Record<string, never>>;
  extensions: { 'openai/elicitation': Record<string, Record<string, never>> };
}

function modeObject(): Record<string, Record<string, never>> {
  const modes: Record<string, Record<string, never>> = {};
  for (const mode of RENDERED_ELICITATION_MODES) modes[mode] = {};
  return modes;
}

/**
 * Capabilities for the `initialize` request (2025 era) or a 2.x SDK `Client`'s `capabilities` option.
 * A fresh object each call, so callers may merge into it.
 * @example
 * new Client(info, { capabilities: elicitationCapabilities() })
 * // -> { elicitation: { form: {} }, extensions: { 'openai/elicitation': { form: {} } } }
 */
export function elicitationCapabilities(): ElicitationCapabilities {
  return { elicitation: modeObject(), extensions: { 'openai/elicitation': modeObject() } };
}

/**
 * Returns `params` with the capabilities added to `params._meta` under
 * `io.modelcontextprotocol/clientCapabilities` (2026-07-28+, SPEC §1: on every request, retries included).
 * Capabilities already present in `_meta` win: the host may advertise more than the kit (sampling, roots).
 * @example
 * withCapabilitiesMeta({ name: 'deploy' }) // -> { name: 'deploy', _meta: { 'io.modelcontextprotocol/clientCapabilities': {...} } }
 */
export function withCapabilitiesMeta(params: Record<string, unknown>): Record<string, unknown> {
  const meta = typeof params._meta === 'object' && params._meta !== null ? (params._meta as Record<string, unknown>) : {};
  if (CLIENT_CAPABILITIES_META_KEY in meta) return params;
  return { ...params, _meta: { ...meta, [CLIENT_CAPABILITIES_META_KEY]: elicitationCapabilities() } };
}
