/**
 * The demo MCP server (@modelcontextprotocol/server 2.x): every demo tool on both eras.
 * - 2026-07-28: the tool returns `input_required` with the round's forms; an HMAC-signed
 *   `requestState` carries the round and the answers so far (the SDK's codec; the state comes back
 *   through the client, so it must be verified).
 * - 2025: the tool sends `openai/elicitation/create` (OpenAI forms; `openai/form` to a client that declared
 *   that extension) or `elicitation/create` (plain forms) and awaits each answer.
 * Every answer is judged (judge.ts) and the tool result says exactly what was accepted or why not.
 * `echo_languages` (languageTool.ts) says which languages the host sent (docs/behaviour.md §13.5).
 */
import { randomBytes } from 'node:crypto';
import {
  McpServer, createRequestStateCodec, inputRequired, type CallToolResult, type InputRequest, type ServerContext,
} from '@modelcontextprotocol/server';
import { judgeAnswer, type Verdict } from './judge.ts';
import { registerLanguageTool } from './languageTool.ts';
import { demoTools, type Answers, type DemoTool, type FormAsk } from './tools.ts';
import { readUploaded } from './uploads.ts';
import { registerUrlTools } from './urlTools.ts';
import { UrlSteps } from './urlSteps.ts';

interface RoundState {
  round: number;
  answers: Answers;
}

export interface DemoServerOptions {
  /** Where `/upload` stores files (for reading them back). */
  uploadDir: string;
  /** The URL-mode steps and their page (docs/behaviour.md §9); default: a registry of its own. */
  urlSteps?: UrlSteps;
}

/** The name hosts show as "who is asking" (docs/behaviour.md §7). */
export const DEMO_SERVER_INFO = { name: 'elicit-kit-demo', title: 'elicit-kit demo server', version: '0.1.0' };

/** Returns a factory of demo servers that share one requestState key (one process serves every round). */
export function demoServerFactory(options: DemoServerOptions): () => McpServer {
  const codec = createRequestStateCodec<RoundState>({ key: randomBytes(32), ttlSeconds: 3600 });
  const urlSteps = options.urlSteps ?? new UrlSteps();
  return () => {
    const server = new McpServer(DEMO_SERVER_INFO, { requestState: { verify: (state, ctx) => codec.verify(state, ctx) } });
    for (const tool of demoTools) {
      server.registerTool(tool.name, { title: tool.title, description: tool.description }, async (ctx: ServerContext) =>
        ctx.mcpReq.envelope
          ? runModernRound(tool, ctx, (state) => codec.mint(state), options)
          : runLegacy(tool, ctx, options, openaiFormMethod(server.server.getClientCapabilities())));
    }
    registerUrlTools(server, urlSteps, (state) => codec.mint(state));
    registerLanguageTool(server);
    return server;
  };
}

/** The embedded request of one form: OpenAI forms go in `_meta["openai/elicitation"]` (docs/behaviour.md §1). */
function inputRequestFor(form: FormAsk): InputRequest {
  const params = form.openai
    ? { mode: 'form', message: form.message, requestedSchema: { type: 'object', properties: {} }, _meta: { 'openai/elicitation': { requestedSchema: form.schema } } }
    : { mode: 'form', message: form.message, requestedSchema: form.schema };
  return { method: 'elicitation/create', params } as unknown as InputRequest;
}

async function runModernRound(
  tool: DemoTool, ctx: ServerContext, mint: (state: RoundState) => Promise<string>, options: DemoServerOptions,
): Promise<CallToolResult> {
  const ask = async (round: number, answers: Answers) => {
    const forms = tool.rounds[round]!(answers);
    const inputRequests = Object.fromEntries(forms.map((form) => [form.key, inputRequestFor(form)]));
    return inputRequired({ inputRequests, requestState: await mint({ round, answers }) }) as unknown as CallToolResult;
  };
  const state = ctx.mcpReq.requestState<RoundState>();
  if (!state) return ask(0, {});
  const responses = ctx.mcpReq.inputResponses ?? {};
  const answers: Answers = { ...state.answers };
  for (const form of tool.rounds[state.round]!(state.answers)) {
    const verdict = judgeAnswer(form.schema, responses[form.key]);
    if (verdict.status !== 'accepted') return report(tool, answers, form.key, verdict, options);
    answers[form.key] = verdict.content;
  }
  if (state.round + 1 < tool.rounds.length) return ask(state.round + 1, answers);
  return report(tool, answers, undefined, undefined, options);
}

const passThroughResult = {
  '~standard': { version: 1 as const, vendor: 'elicit-kit-demo', validate: (value: unknown) => ({ value }) },
};

/**
 * The 2025 method of an OpenAI form: `openai/form` when the client declared the `openai/form` extension (Codex's
 * app-server does, for an app that opted in), else `openai/elicitation/create` (docs/behaviour.md §1).
 */
export function openaiFormMethod(capabilities: { extensions?: Record<string, unknown> } | undefined): string {
  return capabilities?.extensions?.['openai/form'] !== undefined ? 'openai/form' : 'openai/elicitation/create';
}

async function runLegacy(tool: DemoTool, ctx: ServerContext, options: DemoServerOptions, openaiMethod: string): Promise<CallToolResult> {
  const answers: Answers = {};
  for (const round of tool.rounds) {
    for (const form of round(answers)) {
      let answer: unknown;
      try {
        answer = form.openai
          ? await ctx.mcpReq.send({ method: openaiMethod, params: { message: form.message, requestedSchema: form.schema } }, passThroughResult)
          : await ctx.mcpReq.send({ method: 'elicitation/create', params: { mode: 'form', message: form.message, requestedSchema: form.schema } }, passThroughResult);
      } catch (error) {
        return report(tool, answers, form.key, { status: 'refused', reason: (error as Error).message }, options);
      }
      const verdict = judgeAnswer(form.schema, answer);
      if (verdict.status !== 'accepted') return report(tool, answers, form.key, verdict, options);
      answers[form.key] = verdict.content;
    }
  }
  return report(tool, answers, undefined, undefined, options);
}

/** The tool result: exactly what was accepted, or which form was declined/cancelled/refused and why. */
async function report(
  tool: DemoTool, answers: Answers, key: string | undefined, verdict: Exclude<Verdict, { status: 'accepted' }> | undefined,
  options: DemoServerOptions,
): Promise<CallToolResult> {
  if (verdict && key) {
    const why = verdict.status === 'refused' ? `Refused "${key}": ${verdict.reason}` : `The user ${verdict.status} "${key}".`;
    return {
      content: [{ type: 'text', text: `${tool.title}: ${why}` }],
      structuredContent: { status: verdict.status, form: key, ...(verdict.status === 'refused' ? { reason: verdict.reason } : {}), answers },
      isError: verdict.status === 'refused',
    };
  }
  const readBack = await readBackFiles(answers, options.uploadDir);
  const lines = [`${tool.title}: accepted ${JSON.stringify(answers)}`, ...readBack];
  return { content: [{ type: 'text', text: lines.join('\n') }], structuredContent: { status: 'accepted', answers } };
}

/** Proves uploads reached the server: every accepted `file:///` URI in the upload folder is read back. */
async function readBackFiles(answers: Answers, uploadDir: string): Promise<string[]> {
  const lines: string[] = [];
  for (const content of Object.values(answers)) {
    for (const value of Object.values(content)) {
      for (const uri of Array.isArray(value) ? value : [value]) {
        if (typeof uri !== 'string' || !uri.startsWith('file:')) continue;
        const bytes = await readUploaded(uri, uploadDir);
        lines.push(bytes ? `read ${uri} (${bytes.byteLength} bytes)` : `could not read ${uri}`);
      }
    }
  }
  return lines;
}
