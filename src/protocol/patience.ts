/**
 * docs/behaviour.md §11: no timeout of the call that caused a form fires while that form, its URL consent or its waiting view is
 * open. The MCP SDK's request timer (60 s by default) knows nothing of people, and an SDK client cannot tell which of
 * its calls a server's `elicitation/create` belongs to (the transport hands requests over without that link). So the
 * kit runs each call's timer itself and pauses every call that was already in flight when a request reached `ask`
 * (the call that caused it is one of them); calls started later keep their own clock. When the person is done, the
 * paused calls get their full `timeout` again: the server needs time to use the answer.
 */

/** The timing options of one request, as the 2.x SDK's `RequestOptions` names them. */
export interface TimedRequestOptions {
  timeout?: number;
  maxTotalTimeout?: number;
  resetTimeoutOnProgress?: boolean;
  onprogress?: (progress: unknown) => void;
  signal?: AbortSignal;
  [option: string]: unknown;
}

/** One call in flight. `ended` resolves when it settles, whatever the outcome. */
export interface TrackedCall {
  readonly ended: Promise<void>;
}

/** The calls of one client and the people it is waiting for. */
export interface Patience {
  /** Starts timing one call: the options to hand the SDK (its own timer off, our signal on) and `end()`. */
  begin(options: TimedRequestOptions | undefined): { options: TimedRequestOptions; end: () => void };
  /** Pauses every call in flight now; the returned function resumes them (once). */
  hold(): { calls: readonly TrackedCall[]; release: () => void };
}

/** The SDK's default request timeout (`DEFAULT_REQUEST_TIMEOUT_MSEC` in @modelcontextprotocol/client 2.x). */
export const DEFAULT_REQUEST_TIMEOUT = 60_000;
/** The longest delay `setTimeout` honours; the SDK's own timer gets it, so ours alone decides. */
const MAX_DELAY = 2_147_483_647;

interface Call extends TrackedCall {
  holds: number;
  pause(): void;
  resume(): void;
}

/**
 * Creates the call registry `attachElicitation` keeps for one client.
 * @example
 * const patience = createPatience();
 * const { options, end } = patience.begin({ timeout: 2000 });
 * client.request(request, options).finally(end);
 * const { release } = patience.hold(); // while a form is open
 */
export function createPatience(): Patience {
  const calls = new Set<Call>();
  return {
    begin(options = {}) {
      const controller = new AbortController();
      const outer = options.signal;
      const onOuterAbort = () => controller.abort(outer?.reason);
      outer?.addEventListener('abort', onOuterAbort, { once: true });
      if (outer?.aborted) onOuterAbort();
      let finish = () => {};
      const ended = new Promise<void>((resolve) => (finish = resolve));
      // The SDK turns a string reason into its own RequestTimeout error with that message, as for its own timer.
      const timer = callTimer(options.timeout ?? DEFAULT_REQUEST_TIMEOUT, options.maxTotalTimeout, (reason) => controller.abort(reason));
      const call: Call = { ended, holds: 0, pause: timer.pause, resume: timer.restart };
      calls.add(call);
      const sdkOptions: TimedRequestOptions = { ...options, signal: controller.signal, timeout: MAX_DELAY };
      delete sdkOptions.maxTotalTimeout;
      const onprogress = options.onprogress;
      if (onprogress && options.resetTimeoutOnProgress) {
        sdkOptions.onprogress = (progress) => {
          if (call.holds === 0) timer.restart();
          onprogress(progress);
        };
      }
      const end = () => {
        timer.pause();
        outer?.removeEventListener('abort', onOuterAbort);
        calls.delete(call);
        finish();
      };
      return { options: sdkOptions, end };
    },
    hold() {
      const held = [...calls];
      for (const call of held) if (call.holds++ === 0) call.pause();
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        for (const call of held) if (--call.holds === 0 && calls.has(call)) call.resume();
      };
      return { calls: held, release };
    },
  };
}

/**
 * One call's clock: `timeout` of activity, within `maxTotalTimeout` of running time. Paused time counts toward
 * neither (docs/behaviour.md §11). `restart` (after a pause, or on progress) gives the full `timeout` again.
 */
function callTimer(timeout: number, maxTotal: number | undefined, fire: (reason: string) => void) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  let armedAt = 0;
  let used = 0;
  const pause = () => {
    if (handle === undefined) return;
    clearTimeout(handle);
    handle = undefined;
    used += Date.now() - armedAt;
  };
  const restart = () => {
    pause();
    const totalLeft = maxTotal === undefined ? Infinity : maxTotal - used;
    const wait = Math.min(timeout, totalLeft);
    if (!(wait < MAX_DELAY)) return; // Infinity or more than setTimeout can hold: no limit
    armedAt = Date.now();
    handle = setTimeout(() => fire(totalLeft <= timeout ? 'Maximum total timeout exceeded' : 'Request timed out'), Math.max(0, wait));
  };
  restart();
  return { pause, restart };
}
