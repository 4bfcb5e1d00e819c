/**
 * Every stack's glue held to the same rules (docs/behaviour.md §13.2, docs/hosts.md): the person's answer goes back
 * exactly; `decline` only when the person declined; an `ask` that fails, a request the kit cannot show, any JSON at
 * all: `cancel`, and nothing throws.
 */
import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../answerTypes.ts';
import type { AskFunction } from '../protocol/types.ts';
import { answering } from './answering.ts';
import { acpElicitation } from './acp.ts';
import { claudeElicitation } from './claude.ts';
import { cloudflareElicitation } from './cloudflare.ts';
import { codexElicitation } from './codex.ts';
import { copilotElicitation } from './copilot.ts';
import { mastraElicitation } from './mastra.ts';

/** One MCP form request's params, handed to a stack's glue the way that stack hands them over. */
type Deliver = (ask: AskFunction, params: unknown) => Promise<unknown>;

const spread = (params: unknown) => (typeof params === 'object' && params !== null && !Array.isArray(params) ? params : { params });
const STACKS: Record<string, Deliver> = {
  claude: (ask, params) => claudeElicitation(ask)({ serverName: 'crm', ...spread(params) } as never, { signal: new AbortController().signal }),
  codex: async (ask, params) => {
    const { _meta, ...result } = (await codexElicitation(ask)({ threadId: 't', turnId: 'u', serverName: 'crm', ...spread(params) })) as never as Record<string, unknown>;
    expect(_meta).toBeNull(); // Codex wants `_meta` present
    return result.content === null ? { action: result.action } : result;
  },
  acp: (ask, params) => acpElicitation(ask).create({ params, signal: new AbortController().signal }),
  mastra: (ask, params) => mastraElicitation(ask)({ key: 'k', params, signal: new AbortController().signal }),
  copilot: (ask, params) => copilotElicitation(ask).onElicitationRequest({ sessionId: 's', ...spread(params) } as never),
  cloudflare: (ask, params) => cloudflareElicitation(ask).form({ method: 'elicitation/create', params }, 'crm', new AbortController().signal),
};

const form = { mode: 'form', message: 'Which plan?', requestedSchema: { type: 'object', properties: { plan: { type: 'string', title: 'Plan' } }, required: ['plan'] } };
/** Requests no stack may show as a form: each must end `cancel` whatever `ask` says. */
const UNSHOWABLE: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['an array', [form]],
  ['no message', { mode: 'form', requestedSchema: form.requestedSchema }],
  ['a nested object field', { ...form, requestedSchema: { type: 'object', properties: { a: { type: 'object', properties: {} } } } }],
  ['a schema that is not an object', { ...form, requestedSchema: 'plan' }],
  ['an unknown mode', { ...form, mode: 'sms' }],
  ['URL mode the host did not turn on', { mode: 'url', message: 'Sign in', url: 'https://auth.example/x', elicitationId: 'e1' }],
];
const ANSWERS: ElicitResult[] = [{ action: 'accept', content: { plan: 'pro' } }, { action: 'decline' }, { action: 'cancel' }];

describe.each(Object.entries(STACKS))('%s', (_stack, deliver) => {
  it.each(ANSWERS)('a form answered $action goes back exactly', async (answer) => {
    expect(await deliver(answering(answer).ask, form)).toEqual(answer);
  });

  it('an ask that fails ends cancel, never decline', async () => {
    expect(await deliver(() => Promise.reject(new Error('relay down')), form)).toEqual({ action: 'cancel' });
  });

  it.each(UNSHOWABLE)('%s: cancel whatever the person did, and nothing throws', async (_case, params) => {
    for (const answer of ANSWERS) expect(await deliver(answering(answer).ask, params)).toEqual({ action: 'cancel' });
  });
});
