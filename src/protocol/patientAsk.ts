/**
 * The host's `ask` as `attachElicitation` calls it (docs/behaviour.md §11): while the person has the request on screen, the calls
 * that were in flight when it arrived are paused (patience.ts). On screen means until `ask` resolves, and for a
 * 2025-11-25 URL consent (accept at Open) until its waiting view closes: the server's completion notification, the end
 * of the calls that may have caused it (docs/behaviour.md §9.7: servers that never notify), an abort, or the host's `release()`.
 */
import type { Patience } from './patience.ts';
import type { AskFunction, ElicitationServerInfo } from './types.ts';

/**
 * Wraps `ask`: names the server (docs/behaviour.md §7) and holds the client's calls while the request is on screen.
 * @example const ask = patientAsk(queue.ask, createPatience(), () => serverInfoOf(client));
 */
export function patientAsk(ask: AskFunction, patience: Patience, server: () => ElicitationServerInfo | undefined): AskFunction {
  return async (request) => {
    if (!request.server) {
      const named = server();
      if (named) request.server = named;
    }
    const hold = patience.hold();
    const waitsAfterConsent = request.mode === 'url' && request.urlCompletion === 'notification';
    if (waitsAfterConsent && hold.calls.length > 0) {
      // The call that caused the request is among these; once they have all ended, no completion can matter.
      const callsEnded = Promise.all(hold.calls.map((call) => call.ended)).then(() => {});
      request.completed = request.completed ? Promise.race([request.completed, callsEnded]) : callsEnded;
    }
    request.release = hold.release;
    let result;
    try {
      result = await ask(request);
    } catch (error) {
      hold.release();
      throw error;
    }
    if (waitsAfterConsent && result.action === 'accept') {
      void request.completed?.then(hold.release);
      if (request.signal?.aborted) hold.release();
      else request.signal?.addEventListener('abort', hold.release, { once: true });
    } else {
      hold.release();
    }
    return result;
  };
}
