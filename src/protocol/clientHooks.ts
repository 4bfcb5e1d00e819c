/**
 * The two places where `attachElicitation` reaches into a 2.x `Client` instance (never its prototype, never other
 * clients), each undone by the function it returns:
 * - `timeCalls`: the instance's `request` (the one funnel of `callTool`, `getPrompt`, `readResource`, `listTools`...)
 *   runs its calls on the kit's timer, so a call is never timed out while a person answers (docs/behaviour.md §11, patience.ts).
 * - `registerUnchecked`: the kit's handlers are registered without the SDK's own `elicitation/create` check, which
 *   refused malformed requests with a schema dump before the kit could show anything (docs/behaviour.md §1.7, requestCheck.ts).
 *   That check is the `_wrapHandler` hook the SDK documents for subclasses; the kit can't subclass the host's client,
 *   so it shadows the hook on the instance for the length of its own `setRequestHandler` calls only.
 */
import type { Patience, TimedRequestOptions } from './patience.ts';

type Method = (...args: unknown[]) => unknown;

const isStandardSchema = (value: unknown): boolean => typeof value === 'object' && value !== null && '~standard' in value;

/**
 * Makes `client.request(request, [resultSchema,] options)` time its calls with `patience`.
 * @example const undo = timeCalls(client, createPatience());
 */
export function timeCalls(client: object, patience: Patience): () => void {
  const target = client as { request?: Method };
  const original = target.request;
  if (typeof original !== 'function') return () => {};
  const hadOwn = Object.hasOwn(target, 'request');
  target.request = function (this: unknown, ...args: unknown[]) {
    const at = isStandardSchema(args[1]) ? 2 : 1;
    const timed = patience.begin(args[at] as TimedRequestOptions | undefined);
    const next = [...args];
    next[at] = timed.options;
    let pending: unknown;
    try {
      pending = original.apply(this, next);
    } catch (error) {
      timed.end();
      throw error;
    }
    return Promise.resolve(pending).finally(timed.end);
  };
  return () => {
    if (hadOwn) target.request = original;
    else delete target.request;
  };
}

/**
 * Runs `register` (the kit's `setRequestHandler` calls) with the SDK's per-method handler wrapper switched off.
 * @example registerUnchecked(client, () => client.setRequestHandler('elicitation/create', schemas, handler));
 */
export function registerUnchecked(client: object, register: () => void): void {
  const target = client as { _wrapHandler?: Method };
  if (typeof target._wrapHandler !== 'function') return register();
  const hadOwn = Object.hasOwn(target, '_wrapHandler');
  const original = target._wrapHandler;
  target._wrapHandler = (_method: unknown, handler: unknown) => handler;
  try {
    register();
  } finally {
    if (hadOwn) target._wrapHandler = original;
    else delete target._wrapHandler;
  }
}
