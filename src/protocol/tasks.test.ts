import { describe, expect, it } from 'vitest';
import type { ElicitResult } from '../model.ts';
import { withElicitationTasks, type TaskTransport } from './tasks.ts';
import type { ElicitationRequest } from './types.ts';

/** A transport double: what the kit sent back, and a way to deliver server messages. */
function fakeTransport() {
  const sent: Record<string, unknown>[] = [];
  const transport: TaskTransport = {
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
    send: (message: never) => (sent.push(message), Promise.resolve()),
  };
  return { transport, sent, deliver: (message: object) => transport.onmessage?.(message as never) };
}
const form = { type: 'object', properties: { name: { type: 'string' } } };
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('withElicitationTasks (docs/behaviour.md §10, 2025-11-25)', () => {
  it('reports a reply it cannot send (the client closed mid-poll) to onerror, not as an unhandled rejection', async () => {
    const errors: Error[] = [];
    const transport: TaskTransport = {
      start: () => Promise.resolve(),
      close: () => Promise.resolve(),
      send: () => Promise.reject(new DOMException('This operation was aborted', 'AbortError')),
      onerror: (error) => void errors.push(error),
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const wrapped = withElicitationTasks(transport, { ask: () => new Promise<ElicitResult>(() => {}) });
      wrapped.onmessage = () => {}; // as Client.connect does: the wrapper now intercepts the transport's messages
      transport.onmessage?.({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: { message: 'Name?', requestedSchema: form, task: {} } } as never);
      await flush();
      await flush();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(errors.map((error) => error.name)).toEqual(['AbortError']);
    expect(unhandled).toEqual([]);
  });

  it('answers CreateTaskResult at once, then tasks/get, tasks/result and tasks/list; other messages pass through', async () => {
    const { transport, sent, deliver } = fakeTransport();
    let answer: (result: ElicitResult) => void = () => {};
    const asked: ElicitationRequest[] = [];
    const wrapped = withElicitationTasks(transport, { ask: (request) => (asked.push(request), new Promise((resolve) => (answer = resolve))) });
    const passed: unknown[] = [];
    wrapped.onmessage = (message: never) => void passed.push(message);
    deliver({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: { message: 'Name?', requestedSchema: form, task: { ttl: 5000 } } });
    const created = sent[0] as { id: number; result: { task: { taskId: string; status: string; ttl: number } } };
    expect(created).toMatchObject({ id: 1, result: { task: { status: 'input_required', ttl: 5000 } } });
    expect(asked[0]).toMatchObject({ message: 'Name?', requestedSchema: form });
    const { taskId } = created.result.task;
    deliver({ jsonrpc: '2.0', id: 2, method: 'tasks/result', params: { taskId } }); // waits for the answer
    deliver({ jsonrpc: '2.0', id: 3, method: 'tasks/get', params: { taskId } });
    expect(sent[1]).toMatchObject({ id: 3, result: { taskId, status: 'input_required' } });
    answer({ action: 'accept', content: { name: 'Ada' } });
    await flush();
    expect(sent[2]).toEqual({ jsonrpc: '2.0', id: 2, result: { action: 'accept', content: { name: 'Ada' }, _meta: { 'io.modelcontextprotocol/related-task': { taskId } } } });
    deliver({ jsonrpc: '2.0', id: 4, method: 'tasks/get', params: { taskId } });
    deliver({ jsonrpc: '2.0', id: 5, method: 'tasks/list', params: {} });
    expect(sent[3]).toMatchObject({ id: 4, result: { status: 'completed' } });
    expect(sent[4]).toMatchObject({ id: 5, result: { tasks: [{ taskId, status: 'completed' }] } });
    // Not ours: a plain elicitation, a tasks/get for someone else's task, a response.
    deliver({ jsonrpc: '2.0', id: 6, method: 'elicitation/create', params: { message: 'x', requestedSchema: form } });
    deliver({ jsonrpc: '2.0', id: 7, method: 'tasks/get', params: { taskId: 'other' } });
    deliver({ jsonrpc: '2.0', id: 8, result: {} });
    expect(passed).toHaveLength(3);
    expect(sent).toHaveLength(5);
  });

  it('tasks/cancel cancels the task, drops the form (its signal aborts) and tasks/result reports an error', async () => {
    const { transport, sent, deliver } = fakeTransport();
    let signal: AbortSignal | undefined;
    const wrapped = withElicitationTasks(transport, {
      ask: (request) => {
        signal = request.signal;
        return new Promise((resolve) => request.signal?.addEventListener('abort', () => resolve({ action: 'cancel' })));
      },
    });
    wrapped.onmessage = () => {};
    deliver({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: { message: 'm', requestedSchema: form, task: {} } });
    const taskId = (sent[0] as { result: { task: { taskId: string } } }).result.task.taskId;
    deliver({ jsonrpc: '2.0', id: 2, method: 'tasks/cancel', params: { taskId } });
    expect(signal?.aborted).toBe(true);
    expect(sent[1]).toMatchObject({ id: 2, result: { taskId, status: 'cancelled' } });
    deliver({ jsonrpc: '2.0', id: 3, method: 'tasks/result', params: { taskId } });
    await flush();
    expect(sent[2]).toMatchObject({ id: 3, error: { code: -32603 } });
  });
});
