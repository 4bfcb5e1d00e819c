/**
 * URL-mode demo tools (docs/behaviour.md §9), on both eras:
 * - `connect_account`: 2025-11-25 sends `elicitation/create {mode: "url", elicitationId}` and returns after the
 *   user's consent; visiting the page sends `notifications/elicitation/complete`. 2026-07-28 returns an
 *   `input_required` URL entry; the retry ("I've finished") succeeds once the page was visited, else asks again.
 * - `download_report`: 2025-11-25 fails with `URLElicitationRequiredError` (-32042) until the sign-in page was
 *   visited (the same requirement each time, so a host that retries without the step sees it again); 2026-07-28
 *   uses an `input_required` URL entry like `connect_account`.
 * A client that did not declare `elicitation.url` gets a tool result saying so in plain words (`isError`), never a
 * protocol error: the model and the person can read a tool result; a -32602 or -32021 reaches neither.
 */
import {
  UrlElicitationRequiredError, inputRequired, type CallToolResult, type McpServer, type ServerContext,
} from '@modelcontextprotocol/server';
import type { UrlSteps } from './urlSteps.ts';

/** The requestState the demo mints (server.ts's codec): the step id rides in `answers`. */
export type MintState = (state: { round: number; answers: Record<string, Record<string, unknown>> }) => Promise<string>;
type StepState = { round: number; answers: Record<string, Record<string, unknown>> };

const text = (value: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: value }], ...(isError ? { isError } : {}) });
const NO_URL_MODE = text('This tool needs a step in your browser (URL mode), which this app does not support. Nothing was done.', true);

/** Did the client declare `elicitation.url`? Per request on 2026-07-28 (its `_meta` envelope), else at `initialize`. */
function clientRendersUrls(server: McpServer, ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, { elicitation?: { url?: unknown } } | undefined> | undefined;
  const capabilities = envelope ? envelope['io.modelcontextprotocol/clientCapabilities'] : server.server.getClientCapabilities();
  return capabilities?.elicitation?.url !== undefined;
}

/** Registers the URL-mode tools on one server instance (one per 2025 session, one per 2026 request). */
export function registerUrlTools(server: McpServer, steps: UrlSteps, mint: MintState): void {
  let reportStep: { id: string; url: string } | undefined; // per 2025 session: the same requirement until done
  server.registerTool('connect_account', { title: 'Connect an account (URL mode)', description: 'Opens a page on this server to finish.' },
    async (ctx: ServerContext) => {
      if (!clientRendersUrls(server, ctx)) return NO_URL_MODE;
      if (ctx.mcpReq.envelope) return modernStep(ctx, steps, mint, 'Connect your Example account', 'Connected your Example account.');
      const notifier: { send?: () => Promise<void> } = {};
      const step = steps.create(() => notifier.send?.() ?? Promise.resolve());
      notifier.send = server.server.createElicitationCompletionNotifier(step.id);
      const result = await ctx.mcpReq.elicitInput({ mode: 'url', message: 'Connect your Example account', url: step.url, elicitationId: step.id });
      return result.action === 'accept'
        ? text('Consent received: finish on the page that opened (the server sends notifications/elicitation/complete).')
        : text(`The user ${result.action === 'decline' ? 'declined' : 'cancelled'} the URL step.`);
    });
  server.registerTool('download_report', { title: 'Download a report (sign-in, -32042)', description: 'Needs a sign-in page first.' },
    async (ctx: ServerContext) => {
      if (!clientRendersUrls(server, ctx)) return NO_URL_MODE;
      if (ctx.mcpReq.envelope) return modernStep(ctx, steps, mint, 'Sign in to download the report', 'Report downloaded after sign-in.');
      if (reportStep && steps.isDone(reportStep.id)) return text('Report downloaded after sign-in.');
      if (!reportStep) {
        const notifier: { send?: () => Promise<void> } = {};
        reportStep = steps.create(() => notifier.send?.() ?? Promise.resolve());
        notifier.send = server.server.createElicitationCompletionNotifier(reportStep.id);
      }
      throw new UrlElicitationRequiredError([{ mode: 'url', message: 'Sign in to download the report', url: reportStep.url, elicitationId: reportStep.id }]);
    });
}

/** 2026-07-28: one `input_required` URL entry; the retry succeeds once the page was visited. */
async function modernStep(ctx: ServerContext, steps: UrlSteps, mint: MintState, message: string, success: string): Promise<CallToolResult> {
  const state = ctx.mcpReq.requestState<StepState>();
  const previous = state?.answers.step;
  const id = typeof previous?.id === 'string' ? previous.id : undefined;
  const response = ctx.mcpReq.inputResponses?.step as { action?: string } | undefined;
  if (id && response && response.action !== 'accept') return text(`The user ${response.action === 'decline' ? 'declined' : 'cancelled'} the URL step.`);
  if (id && steps.isDone(id)) return text(success);
  const step = id ? { id, url: String(previous?.url) } : steps.create();
  const requestState = await mint({ round: 0, answers: { step: { id: step.id, url: step.url } } });
  return inputRequired({ inputRequests: { step: inputRequired.elicitUrl({ message, url: step.url }) }, requestState }) as unknown as CallToolResult;
}
