/** Who is asking (docs/behaviour.md §7), as the server introduced itself on either era. */
import type { ElicitationServerInfo } from './types.ts';

/** The part of a 2.x `Client` that knows the server's name. */
export interface ServerInfoSource {
  getServerVersion(): { name: string; version: string; title?: string } | undefined;
  /** 2026-07-28: the `server/discover` result, read for a top-level `serverInfo`. */
  getDiscoverResult?(): unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Who is asking, as the server introduced itself (docs/behaviour.md §7); `undefined` before `connect()`. On 2026-07-28 the SDK
 * reads only `_meta["io.modelcontextprotocol/serverInfo"]` of `server/discover`; servers that put `serverInfo` at the
 * top level of that result (the MCP conformance suite's mock servers do) are read too, so the form names them.
 * @example serverInfoOf(client) // -> { name: 'crm', title: 'CRM', version: '1.0.0' }
 */
export function serverInfoOf(client: ServerInfoSource): ElicitationServerInfo | undefined {
  const discovered = client.getDiscoverResult?.();
  return serverInfoFrom(client.getServerVersion() ?? (isRecord(discovered) ? discovered.serverInfo : undefined));
}

/**
 * A server's (or an agent's) self-introduction, `serverInfo` or `agentInfo`, as the kit names it: server text, so
 * only its string fields; no name, no introduction.
 * @example serverInfoFrom({ name: 'crm', title: 'CRM', icons: [] }) // -> { name: 'crm', title: 'CRM' }
 */
export function serverInfoFrom(info: unknown): ElicitationServerInfo | undefined {
  if (!isRecord(info) || typeof info.name !== 'string' || info.name === '') return undefined;
  const server: ElicitationServerInfo = { name: info.name };
  if (typeof info.version === 'string') server.version = info.version;
  if (typeof info.title === 'string' && info.title) server.title = info.title;
  return server;
}
