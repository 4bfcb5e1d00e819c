/**
 * docs/behaviour.md §10.2: input requests inside a 2026-07-28 task (the `io.modelcontextprotocol/tasks` extension),
 * through the REAL 2.4 client over real Streamable HTTP (`attachElicitation` + `withElicitationTasks`) and through
 * `requestWithInput`, against test-support/tasksServer.ts (the SDK server has no server side of the extension).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { answer as post, nextPendingId, sessionFromCookie, stream } from '../../test-support/relayKit.ts';
import { startTasksServer, type TasksServer } from '../../test-support/tasksServer.ts';
import { createRelay } from '../relay/relay.ts';
import type { ElicitResult } from '../model.ts';
import { attachElicitation } from './clientAdapter.ts';
import { requestWithInput } from './loop.ts';
import { followTask } from './taskFollow.ts';
import { withElicitationTasks } from './tasks.ts';
import type { AskFunction, ElicitationRequest } from './types.ts';

let server: TasksServer;
beforeAll(async () => (server = await startTasksServer()));
afterAll(() => server.close());

async function connect(ask: AskFunction) {
  const client = new Client({ name: 'tasks-host', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  attachElicitation(client, { ask });
  await client.connect(withElicitationTasks(new StreamableHTTPClientTransport(new URL(server.url)), { client }));
  return client;
}
const textOf = (result: unknown) => JSON.parse((result as { content: { text: string }[] }).content[0]!.text) as unknown;
/** The tasks/* requests of one task, each checked for its `Mcp-Name` header (SEP-2243, "Streamable HTTP: Routing Headers"). */
function requestsOf(taskId: string) {
  const mine = server.requestsOf(taskId);
  for (const request of mine) expect(request.mcpName).toBe(taskId);
  return mine.map((request) => request.method);
}
/** An ask that records each request and answers from the list, in turn. */
function scripted(...answers: ElicitResult[]) {
  const asked: ElicitationRequest[] = [];
  const ask: AskFunction = (request) => (asked.push(request), Promise.resolve(answers[asked.length - 1]!));
  return { asked, ask };
}
/** An ask that never answers: it resolves `cancel` when its form closes (the request's signal aborts), as the dialog does. */
function waiting(onAsk: (request: ElicitationRequest) => void) {
  const asked: ElicitationRequest[] = [];
  const ask: AskFunction = (request) => new Promise((resolve) => {
    asked.push(request);
    request.signal?.addEventListener('abort', () => resolve({ action: 'cancel' }));
    onAsk(request);
  });
  return { asked, ask };
}
const taskIdOfLast = () => String(server.created.at(-1));

describe('input requests inside a 2026-07-28 task, real client (docs/behaviour.md §10.2)', () => {
  it.each<[string, ElicitResult]>([
    ['accept', { action: 'accept', content: { name: 'Ada Lovelace' } }],
    ['decline', { action: 'decline' }],
    ['cancel', { action: 'cancel' }],
  ])('%s: the form is asked once, the answer reaches the task once, the terminal tasks/get is the result', async (_name, answer) => {
    const { asked, ask } = scripted(answer);
    const client = await connect(ask);
    const result = await client.callTool({ name: 'modern_input_task', arguments: {} });
    await client.close();
    expect(textOf(result)).toEqual({ name: answer });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ key: 'name', message: 'Please enter your name.', server: { name: 'tasks-server' } });
    const taskId = taskIdOfLast();
    expect(server.updatesOf(taskId)).toEqual([{ name: answer }]);
    const methods = requestsOf(taskId);
    expect(methods.filter((method) => method === 'tasks/update')).toHaveLength(1);
    expect(methods.at(-1)).toBe('tasks/get');
    expect(methods).not.toContain('tasks/cancel');
  });

  it('a task that asks twice: both forms in turn, each answer sent once', async () => {
    const first = { action: 'accept', content: { first: 'Ada' } } as const;
    const last = { action: 'accept', content: { last: 'Lovelace' } } as const;
    const { asked, ask } = scripted(first, last);
    const client = await connect(ask);
    const result = await client.callTool({ name: 'modern_two_step', arguments: {} });
    await client.close();
    expect(asked.map((request) => request.message)).toEqual(['First name?', 'Last name?']);
    expect(textOf(result)).toEqual({ first, last });
    expect(server.updatesOf(taskIdOfLast())).toEqual([{ first }, { last }]);
  });

  it('a task the server cancels while its form is open: the form closes, nothing is sent, the call fails', async () => {
    const { asked, ask } = waiting(() => server.cancel(taskIdOfLast())); // the form is open: a tasks/get brought it
    const client = await connect(ask);
    const call = client.callTool({ name: 'modern_input_task', arguments: {} });
    await expect(call).rejects.toThrow('The server stopped this task.');
    await client.close();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.signal?.aborted).toBe(true);
    const taskId = taskIdOfLast();
    expect(server.updatesOf(taskId)).toEqual([]);
    expect(requestsOf(taskId)).not.toContain('tasks/cancel');
  });

  it("the client's own cancel (an aborted call) sends tasks/cancel and closes the form", async () => {
    const stop = new AbortController();
    const { asked, ask } = waiting(() => stop.abort());
    const client = await connect(ask);
    await expect(client.callTool({ name: 'modern_input_task', arguments: {} }, { signal: stop.signal })).rejects.toThrow();
    await expect.poll(() => requestsOf(taskIdOfLast())).toContain('tasks/cancel');
    await client.close();
    expect(asked[0]!.signal?.aborted).toBe(true);
    expect(server.updatesOf(taskIdOfLast())).toEqual([]);
  });
});

describe('through the relay: a server-side client whose ask is relay.askFor (docs/behaviour.md §12)', () => {
  it('the content the browser posted reaches the task once; a task the server cancels withdraws the form', async () => {
    const relay = createRelay({ authenticate: sessionFromCookie });
    const browser = await stream(relay, 'grace');
    const client = await connect(relay.askFor({ session: 'grace' }));
    try {
      const call = client.callTool({ name: 'modern_input_task', arguments: {} });
      const id = await nextPendingId(browser);
      const answer = { action: 'accept', content: { name: 'Grace Hopper' } } as const;
      expect((await post(relay, 'grace', id, answer)).status).toBe(200);
      expect(textOf(await call)).toEqual({ name: answer });
      expect(server.updatesOf(taskIdOfLast())).toEqual([{ name: answer }]);

      const cancelled = client.callTool({ name: 'modern_input_task', arguments: {} });
      const second = await nextPendingId(browser);
      server.cancel(taskIdOfLast());
      expect((await browser.next((event) => event.event === 'withdrawn')).data).toEqual({ id: second, state: 'withdrawn' });
      await expect(cancelled).rejects.toThrow('The server stopped this task.');
      expect(server.updatesOf(taskIdOfLast())).toEqual([]);
    } finally {
      browser.close();
      await client.close();
      await relay.close();
    }
  });
});

describe('requestWithInput follows a task (docs/behaviour.md §10.2)', () => {
  /** A plain fetch `send`, as a host on another client writes it: the kit's headers go on the request. */
  let id = 0;
  const send = async (method: string, params: Record<string, unknown>, options?: { headers: Record<string, string> }) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...options?.headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const message = (await response.json()) as { result?: unknown; error?: { message: string } };
    if (message.error) throw new Error(message.error.message);
    return message.result;
  };

  it('declares the extension, asks the form, answers with tasks/update (Mcp-Name set) and returns the result', async () => {
    const answer = { action: 'accept', content: { name: 'Grace' } } as const;
    const { asked, ask } = scripted(answer);
    const result = await requestWithInput({ method: 'tools/call', params: { name: 'modern_input_task', arguments: {} }, send, ask, tasks: true });
    expect(textOf(result)).toEqual({ name: answer });
    expect(asked).toHaveLength(1);
    const taskId = taskIdOfLast();
    expect(server.updatesOf(taskId)).toEqual([{ name: answer }]);
    expect(requestsOf(taskId)).toContain('tasks/update');
  });

  it('without tasks: true the server may not create a task (-32021)', async () => {
    const { ask } = scripted();
    await expect(requestWithInput({ method: 'tools/call', params: { name: 'modern_input_task' }, send, ask })).rejects.toThrow('Missing required client capability');
  });
});

describe('followTask edge cases (docs/behaviour.md §10.2)', () => {
  /**
   * A `send` that answers each tasks/get with the next task view (the last one again while a tasks/update is awaited:
   * `views` then go on after it) and records every request.
   */
  function scriptedServer(views: Record<string, unknown>[]) {
    const sent: { method: string; params: Record<string, unknown>; headers: Record<string, string> }[] = [];
    let waitingForUpdate = false;
    let current: Record<string, unknown> = {};
    const send = (method: string, params: Record<string, unknown>, options: { headers: Record<string, string> }) => {
      sent.push({ method, params, headers: options.headers });
      if (method === 'tasks/update') waitingForUpdate = false;
      if (method !== 'tasks/get') return Promise.resolve({ resultType: 'complete' });
      if (!waitingForUpdate) current = views.shift() ?? current;
      waitingForUpdate = current.status === 'input_required';
      return Promise.resolve({ resultType: 'complete', taskId: 't1', pollIntervalMs: 0, ...current });
    };
    return { sent, send };
  }
  const handle = { resultType: 'task', taskId: 't1', status: 'working', pollIntervalMs: 0 };
  const nameForm = { method: 'elicitation/create', params: { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } } };

  it('a failed task fails the call with the JSON-RPC error the task carries', async () => {
    const { sent, send } = scriptedServer([{ status: 'working' }, { status: 'failed', error: { code: -32000, message: 'Rate limit exceeded' } }]);
    const failure = followTask(handle, { send, ask: scripted().ask });
    await expect(failure).rejects.toThrow('Rate limit exceeded');
    await expect(failure).rejects.toMatchObject({ name: 'TaskEndedError', status: 'failed', code: -32000 });
    expect(sent.map((request) => request.method)).toEqual(['tasks/get', 'tasks/get']);
    expect(sent.every((request) => request.headers['Mcp-Name'] === 't1')).toBe(true);
  });

  it('echoes the requestState a task carries, and asks a key repeated on later polls only once', async () => {
    const answer = { action: 'accept', content: { name: 'Ada' } } as const;
    const asking = { status: 'input_required', inputRequests: { who: nameForm }, requestState: 'opaque-1' };
    const { sent, send } = scriptedServer([asking, { status: 'completed', result: { content: [] } }]);
    let resolveAnswer: (result: ElicitResult) => void = () => {};
    const asked: ElicitationRequest[] = [];
    const done = followTask(handle, { send, ask: (request) => (asked.push(request), new Promise((resolve) => (resolveAnswer = resolve))) });
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(3);
    resolveAnswer(answer);
    expect(await done).toEqual({ content: [] });
    expect(asked).toHaveLength(1);
    expect(sent.filter((request) => request.method === 'tasks/update').map((request) => request.params))
      .toEqual([{ taskId: 't1', inputResponses: { who: answer }, requestState: 'opaque-1' }]);
  });

  it('a malformed entry reaches ask marked invalid, the call fails with one sentence and the task is cancelled', async () => {
    const broken = { method: 'elicitation/create', params: { requestedSchema: { type: 'object', properties: {} } } };
    const { sent, send } = scriptedServer([{ status: 'input_required', inputRequests: { bad: broken } }]);
    const { asked, ask } = scripted({ action: 'cancel' });
    await expect(followTask(handle, { send, ask })).rejects.toMatchObject({ message: 'The request has no "message".', code: -32602 });
    expect(asked[0]).toMatchObject({ invalid: true, key: 'bad' });
    expect(sent.map((request) => request.method)).toEqual(['tasks/get', 'tasks/cancel']);
  });
});
