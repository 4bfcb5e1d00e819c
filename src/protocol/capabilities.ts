/**
 * Client capabilities generated from what the kit renders (docs/behaviour.md §1.4 *Decision*: a host never
 * advertises more than it supports). Explicit objects only: never `true`, never a bare `elicitation: {}`.
 */

/** Elicitation modes the kit always renders. URL mode (docs/behaviour.md §9) is added only when the host turns it on. */
export const RENDERED_ELICITATION_MODES = ['form'] as const;

export interface CapabilityOptions {
  /** The host renders URL mode (docs/behaviour.md §9): declare `elicitation.url: {}` too. Default false. */
  urlMode?: boolean;
}

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
export function elicitationCapabilities(options: CapabilityOptions = {}): ElicitationCapabilities {
  const elicitation = modeObject();
  // docs/behaviour.md §9: `elicitation.url: {}` only when the host renders URL mode; OpenAI's extension has no URL mode.
  if (options.urlMode) elicitation.url = {};
  return { elicitation, extensions: { 'openai/elicitation': modeObject() } };
}

/**
 * Returns `params` with the capabilities added to `params._meta` under
 * `io.modelcontextprotocol/clientCapabilities` (2026-07-28+, docs/behaviour.md §1: on every request, retries included).
 * Capabilities already present in `_meta` win: the host may advertise more than the kit (sampling, roots).
 * @example
 * withCapabilitiesMeta({ name: 'deploy' }) // -> { name: 'deploy', _meta: { 'io.modelcontextprotocol/clientCapabilities': {...} } }
 */
export function withCapabilitiesMeta(params: Record<string, unknown>, options: CapabilityOptions = {}): Record<string, unknown> {
  const meta = typeof params._meta === 'object' && params._meta !== null ? (params._meta as Record<string, unknown>) : {};
  if (CLIENT_CAPABILITIES_META_KEY in meta) return params;
  return { ...params, _meta: { ...meta, [CLIENT_CAPABILITIES_META_KEY]: elicitationCapabilities(options) } };
}
