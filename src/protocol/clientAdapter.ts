/**
 * `attachElicitation(client, { ask })` for `@modelcontextprotocol/client` 2.x: every elicitation of any
 * era reaches the same `ask` (docs/behaviour.md §1). The 2.x client already runs the multi-round-trip loop on
 * 2026-07-28 connections and hands each embedded `elicitation/create` to the registered handler; on
 * 2025 connections the server sends `elicitation/create` or `openai/elicitation/create` directly.
 *
 * Why the three-argument `setRequestHandler` with a pass-through params schema: with the two-argument
 * form the SDK parses params with the MCP schema, which strips `pattern` and every `x-openai-*` key
 * from a plain `requestedSchema` (measured with 2.4.0). The kit needs the form exactly as sent, and
 * checks its shape itself (requestCheck.ts). Calls made through the client are timed by the kit, paused
 * while a person answers (docs/behaviour.md §11, patience.ts; clientHooks.ts says how).
 */
import { sendLanguages, type LanguagesOption } from './acceptLanguage.ts';
import { elicitationCapabilities, type ElicitationCapabilities } from './capabilities.ts';
import { createCompletionTracker, type CompletionTracker } from './completions.ts';
import { registerUnchecked, timeCalls } from './clientHooks.ts';
import { ELICITATION_METHOD, OPENAI_ELICITATION_METHOD, parseElicitation } from './parse.ts';
import { createPatience, type Patience } from './patience.ts';
import { INVALID_PARAMS, requestProblem } from './requestCheck.ts';
import { patientAsk } from './patientAsk.ts';
import { serverInfoOf, type ServerInfoSource } from './serverInfo.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

/** A Standard Schema (v1) for params, as the adapter registers its handlers with. */
interface ParamsSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { value: Record<string, unknown> };
  };
}

/**
 * The part of a 2.x `Client` (`@modelcontextprotocol/client`) the adapter uses, written out rather than
 * `Pick<Client, …>` so the published types don't import the SDK: hosts that never call `attachElicitation` need
 * not install it (it is an optional peer dependency; the published types import only declared packages). A real `Client` fits (wire.test.ts passes
 * one), and so do test doubles.
 */
export interface ElicitationClient extends ServerInfoSource {
  setRequestHandler(
    method: string,
    schemas: { params: ParamsSchema },
    handler: (params: Record<string, unknown>, ctx: { mcpReq: { signal: AbortSignal } }) => Promise<ElicitAnswer>,
  ): void;
  removeRequestHandler(method: string): void;
  setNotificationHandler(method: string, schemas: { params: ParamsSchema }, handler: (params: Record<string, unknown>) => void): void;
  removeNotificationHandler(method: string): void;
  registerCapabilities(capabilities: ElicitationCapabilities): void;
  getProtocolEra(): string | undefined;
  /** The request funnel; when present, the kit times its calls (docs/behaviour.md §11). */
  request?(...args: never[]): Promise<unknown>;
}

/** What a handler answers the server. */
type ElicitAnswer = { action: 'accept'; content?: Record<string, unknown> } | { action: 'decline' | 'cancel' };

/** The completion notification of 2025-11-25 URL elicitations (docs/behaviour.md §9). */
export const ELICITATION_COMPLETE_NOTIFICATION = 'notifications/elicitation/complete';

/** What `attachElicitation` keeps per client, for `callWithUrlElicitations` and `withElicitationTasks`. */
interface Attachment {
  ask: AskFunction;
  tracker?: CompletionTracker;
  detach: () => void;
}
const attachments = new WeakMap<object, Attachment>();

/** The completion tracker `attachElicitation` keeps for `client`, if URL mode is on. */
export function completionTrackerOf(client: object): CompletionTracker | undefined {
  return attachments.get(client)?.tracker;
}

/**
 * The `ask` given to `attachElicitation` for `client`, as the kit calls it: the server named, and the client's calls
 * in flight paused while it runs (docs/behaviour.md §11). `undefined` if the client is not attached.
 * @example withElicitationTasks(transport, { ask: attachedAsk(client)! })
 */
export function attachedAsk(client: object): AskFunction | undefined {
  return attachments.get(client)?.ask;
}

export interface AttachElicitationOptions {
  /** Shows the form and resolves with the user's result. Any function will do: the dialog's queue, a relay, a test. */
  ask: AskFunction;
  /** Overrides the server name shown to the user (default: the server's self-reported name). */
  server?: ElicitationServerInfo;
  /**
   * The host renders URL mode (docs/behaviour.md §9): declare `elicitation.url: {}`, hand `mode: "url"` requests to `ask` as URL
   * requests, and track `notifications/elicitation/complete`. Default false: URL requests are answered -32602.
   */
  urlMode?: boolean;
  /**
   * The person's languages, most preferred first, sent on every request as `_meta["io.modelcontextprotocol/acceptLanguage"]`
   * (docs/behaviour.md §13.5). Default: the page's `navigator.languages`, read as each request is sent (none outside a
   * browser). A list or a function (read per request) sends those instead; `false` sends none.
   */
  languages?: LanguagesOption;
}

/** A Standard Schema that accepts any params unchanged (we parse them ourselves, never throwing). */
const passThroughParams = {
  '~standard': {
    version: 1 as const,
    vendor: 'elicit-kit',
    validate: (value: unknown) => ({ value: (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown> }),
  },
};

/** The JSON-RPC error a malformed request gets: one sentence, never a schema dump (docs/behaviour.md §1.7). */
const invalidParams = (message: string) => Object.assign(new Error(message), { code: INVALID_PARAMS });

/**
 * Wires a 2.x `Client` to the kit. Call it **before** `client.connect()`: it registers the kit's
 * capabilities (docs/behaviour.md §1) and the handlers for `elicitation/create` and `openai/elicitation/create`.
 * Every call made through the client from then on (`callTool`, `getPrompt`, ...) keeps its `timeout`, but its clock
 * stops while a request it may have caused is on screen: form, URL consent or waiting view (docs/behaviour.md §11).
 * Returns a function that removes the handlers and the timing.
 * @example
 * const client = new Client({ name: 'my-host', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
 * const detach = attachElicitation(client, { ask: (request) => showFormDialog(request) });
 * await client.connect(new StreamableHTTPClientTransport(new URL('https://example.com/mcp')));
 * await client.callTool({ name: 'deploy', arguments: {} }, { timeout: 30_000 }); // 30 s of server time, not of reading
 */
export function attachElicitation(client: ElicitationClient, options: AttachElicitationOptions): () => void {
  attachments.get(client)?.detach(); // attached again: one set of handlers, one clock
  const urlMode = options.urlMode === true;
  client.registerCapabilities(elicitationCapabilities({ urlMode }));
  const tracker = urlMode ? createCompletionTracker() : undefined;
  const patience: Patience = createPatience();
  const ask = patientAsk(options.ask, patience, () => options.server ?? serverInfoOf(client));
  if (tracker) client.setNotificationHandler(ELICITATION_COMPLETE_NOTIFICATION, { params: passThroughParams }, (params) => tracker.complete(params));
  const untime = timeCalls(client, patience);
  const unsend = sendLanguages(client, options.languages);
  registerUnchecked(client, () => {
    for (const method of [ELICITATION_METHOD, OPENAI_ELICITATION_METHOD]) {
      client.setRequestHandler(method, { params: passThroughParams }, async (params, ctx) => {
        // The handler runs for MRTR entries only on modern connections (the SDK drops inbound requests there).
        const era = client.getProtocolEra() === 'modern' ? 'modern' : 'legacy';
        const problem = requestProblem(method, params, era, { urlMode });
        const request = parseElicitation(method, params, era, { urlMode });
        if (problem) {
          // Answered now; the notice stays until dismissed (no signal: the SDK aborts a failed round), its answer goes nowhere.
          request.unsupportedReason = problem;
          request.invalid = true;
          ask(request).catch(() => {});
          throw invalidParams(problem);
        }
        request.signal = ctx.mcpReq.signal;
        if (tracker && request.mode === 'url' && request.elicitationId !== undefined && era === 'legacy') {
          request.completed = tracker.completion(request.elicitationId);
        }
        const result = await ask(request);
        // URL mode: accept is consent and carries no content (docs/behaviour.md §9).
        if (result.action === 'accept' && request.mode === 'url') return { action: 'accept' };
        return result.action === 'accept' ? { action: 'accept', content: result.content } : { action: result.action };
      });
    }
  });
  const detach = () => {
    if (attachments.get(client)?.detach !== detach) return;
    client.removeRequestHandler(ELICITATION_METHOD);
    client.removeRequestHandler(OPENAI_ELICITATION_METHOD);
    unsend();
    untime();
    if (tracker) client.removeNotificationHandler(ELICITATION_COMPLETE_NOTIFICATION);
    attachments.delete(client);
  };
  attachments.set(client, { ask, tracker, detach });
  return detach;
}
