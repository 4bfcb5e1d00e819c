/**
 * The demo host's MCP connection: a 2.x `Client` wired to the kit with `attachElicitation`, so every
 * elicitation of either era lands in the page's dialog queue.
 */
import './zodJitless.ts'; // first: before the MCP client SDK builds its zod schemas
import { useCallback, useEffect, useRef, useState } from 'react';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  attachElicitation, callWithUrlElicitations, ELICITATION_TASKS_CAPABILITY, serverInfoOf, withElicitationTasks, type AskFunction,
} from '../../src/protocol/index.ts';

/**
 * The request timeout of the page's calls: `?timeout=<ms>` in the page URL (the tests use a short one), else the
 * SDK's 60 s. Either way it never fires while a form is open: `attachElicitation` pauses it (docs/behaviour.md §11).
 */
function requestTimeout(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get('timeout'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Which protocol the host speaks: 2026-07-28 (MRTR) or the 2025-11-25 era (server→client requests). */
export type HostEra = '2026-07-28' | '2025-11-25';

export interface ToolSummary {
  name: string;
  title?: string;
  description?: string;
}

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected'; server: string; protocolVersion: string; tools: ToolSummary[] }
  | { status: 'error'; message: string };

export interface ToolOutcome {
  tool: string;
  status: 'running' | 'done' | 'error';
  text: string;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Connects, lists tools and calls them; `ask` receives every form the server asks for. */
export function useMcpHost(ask: AskFunction) {
  const clientRef = useRef<Client | null>(null);
  const [connection, setConnection] = useState<ConnectionState>({ status: 'idle' });
  const [outcome, setOutcome] = useState<ToolOutcome | undefined>();
  // Leaving the page section closes the connection (and its legacy session on the server).
  useEffect(() => () => void clientRef.current?.close(), []);

  const disconnect = useCallback(async () => {
    const client = clientRef.current;
    clientRef.current = null;
    setConnection({ status: 'idle' });
    await client?.close();
  }, []);

  const connect = useCallback(async (url: string, era: HostEra) => {
    await clientRef.current?.close();
    setConnection({ status: 'connecting' });
    setOutcome(undefined);
    try {
      const client = new Client({ name: 'elicit-kit-demo-host', version: '0.1.0' }, {
        versionNegotiation: { mode: era === '2026-07-28' ? { pin: '2026-07-28' } : 'legacy' },
      });
      // The one place the page passes `ask`. URL mode on (docs/behaviour.md §9.8): declares elicitation.url, so URL-mode tools work
      // on both eras. From here on the client's calls are paused while a form is open (docs/behaviour.md §11).
      attachElicitation(client, { ask, urlMode: true });
      // Task-based elicitation (docs/behaviour.md §10, 2025-11-25): task-augmented forms become tasks the page serves.
      client.registerCapabilities(ELICITATION_TASKS_CAPABILITY);
      await client.connect(withElicitationTasks(new StreamableHTTPClientTransport(new URL(url, window.location.href)), { client }));
      clientRef.current = client;
      const { tools } = await client.listTools();
      const info = serverInfoOf(client);
      setConnection({
        status: 'connected',
        server: info?.title ?? info?.name ?? url,
        protocolVersion: client.getNegotiatedProtocolVersion() ?? era,
        tools: tools.map(({ name, title, description }) => ({ name, title, description })),
      });
    } catch (error) {
      setConnection({ status: 'error', message: errorMessage(error) });
    }
  }, [ask]);

  const callTool = useCallback(async (tool: ToolSummary, args: Record<string, unknown> = {}) => {
    const client = clientRef.current;
    if (!client) return;
    const label = tool.title ?? tool.name;
    setOutcome({ tool: label, status: 'running', text: '' });
    try {
      // -32042 (2025-11-25): show each required URL step, then retry once (docs/behaviour.md §9).
      const timeout = requestTimeout();
      const result = await callWithUrlElicitations(client, () => client.callTool({ name: tool.name, arguments: args }, { timeout }));
      const text = result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
      setOutcome({ tool: label, status: result.isError ? 'error' : 'done', text });
    } catch (error) {
      setOutcome({ tool: label, status: 'error', text: errorMessage(error) });
    }
  }, []);

  return { connection, outcome, connect, disconnect, callTool };
}
