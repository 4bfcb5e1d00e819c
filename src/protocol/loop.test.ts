import { describe, expect, it } from 'vitest';
import { requestWithInput, UnsupportedInputRequestError } from './loop.ts';

/** A server stand-in that always asks again (the real-server paths are in wire.test.ts). */
const alwaysAsks = (method = 'elicitation/create') => () =>
  Promise.resolve({ resultType: 'input_required', inputRequests: { k: { method, params: { message: 'again', requestedSchema: { type: 'object', properties: {} } } } } });

describe('requestWithInput edge cases', () => {
  it('gives up after maxRounds instead of looping forever', async () => {
    let asked = 0;
    const run = requestWithInput({
      method: 'tools/call', params: { name: 'x' }, send: alwaysAsks(), maxRounds: 3,
      ask: () => (asked++, Promise.resolve({ action: 'cancel' })),
    });
    await expect(run).rejects.toThrow('The server still asked for input after 3 rounds');
    expect(asked).toBe(3);
  });

  it('refuses input requests the kit cannot answer (sampling, roots) by name', async () => {
    const run = requestWithInput({ method: 'prompts/get', send: alwaysAsks('sampling/createMessage'), ask: () => Promise.resolve({ action: 'cancel' }) });
    await expect(run).rejects.toBeInstanceOf(UnsupportedInputRequestError);
    await expect(run).rejects.toThrow('Input request "k" uses "sampling/createMessage", which this host cannot answer');
  });

  it('stops asking once the signal aborts', async () => {
    const controller = new AbortController();
    const run = requestWithInput({
      method: 'resources/read', params: { uri: 'demo://x' }, send: alwaysAsks(), signal: controller.signal,
      ask: () => (controller.abort(), Promise.resolve({ action: 'cancel' })),
    });
    await expect(run).rejects.toThrow();
  });

  it('can leave _meta alone for hosts that advertise capabilities themselves', async () => {
    const sent: Record<string, unknown>[] = [];
    const result = await requestWithInput({
      method: 'tools/call', params: { name: 'x' }, advertiseCapabilities: false,
      send: (_method, params) => (sent.push(params), Promise.resolve({ content: [] })),
      ask: () => Promise.resolve({ action: 'cancel' }),
    });
    expect(result).toEqual({ content: [] });
    expect(sent).toEqual([{ name: 'x' }]);
  });

  it('brings a malformed entry to ask marked invalid, then fails with one sentence (-32602)', async () => {
    const asked: unknown[] = [];
    const run = requestWithInput({
      method: 'tools/call', params: { name: 'x' },
      send: () => Promise.resolve({ resultType: 'input_required', inputRequests: { k: { method: 'elicitation/create', params: { requestedSchema: { type: 'object', properties: {} } } } } }),
      ask: (request) => (asked.push([request.invalid, request.unsupportedReason, request.key]), Promise.resolve({ action: 'cancel' })),
    });
    await expect(run).rejects.toMatchObject({ code: -32602, message: 'The request has no "message".' });
    expect(asked).toEqual([[true, 'The request has no "message".', 'k']]);
  });
});
