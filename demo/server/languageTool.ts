/**
 * `echo_languages` (docs/behaviour.md §13.5): its tool result says which languages the host sent with the
 * `tools/call`, `_meta["io.modelcontextprotocol/acceptLanguage"]` exactly as received, so a person (and a test)
 * can see what a server would translate into. Registered on both eras; the value is text, shown as text.
 */
import type { CallToolResult, McpServer, ServerContext } from '@modelcontextprotocol/server';
import { ACCEPT_LANGUAGE_META as ACCEPT_LANGUAGE } from '../../src/protocol/acceptLanguage.ts';
/** Longer values are cut: the host checks its own to 1,024 characters, and this is an echo, not a store. */
const MAX_ECHO = 1024;

/** The value the request carried: in `_meta` on 2025 connections, lifted into the envelope on 2026-07-28. */
export function receivedLanguages(ctx: ServerContext): string | undefined {
  const meta = (ctx.mcpReq._meta ?? {}) as Record<string, unknown>;
  const envelope = (ctx.mcpReq.envelope ?? {}) as Record<string, unknown>;
  const value = meta[ACCEPT_LANGUAGE] ?? envelope[ACCEPT_LANGUAGE];
  return typeof value === 'string' ? value.slice(0, MAX_ECHO) : undefined;
}

export function registerLanguageTool(server: McpServer): void {
  server.registerTool('echo_languages', { title: 'Your languages', description: 'Says which languages your host sent with this call.' },
    (ctx: ServerContext): CallToolResult => {
      const received = receivedLanguages(ctx);
      const text = received === undefined ? 'Your languages: none were sent.' : `Your languages: ${received}`;
      return { content: [{ type: 'text', text }], structuredContent: { acceptLanguage: received ?? null } };
    });
}
