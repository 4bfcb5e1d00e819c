/**
 * A tab's transport to a real in-process relay, for jsdom tests of the browser side (docs/behaviour.md §12): `fetch` and an
 * `EventSource` stand-in that call `relay.handle` with the tab's session cookie, so the client under test talks to
 * the real handler, store and stream. (The real browser transport is covered in Chromium by `test:apps`.)
 */
import type { Relay } from '../src/relay/types.ts';
import { ORIGIN } from './relayKit.ts';

export interface TabTransport {
  fetch: typeof fetch;
  EventSource: typeof EventSource;
  /** Streams this tab opened and has not closed. */
  openStreams: () => number;
}

export function tabOf(relay: Relay, session: string): TabTransport {
  const headers = { cookie: `session=${session}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin' };
  let open = 0;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), ORIGIN);
    return relay.handle(new Request(url, { ...init, headers: { ...(init?.headers as Record<string, string>), ...headers } }));
  }) as typeof fetch;

  class RelayEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readyState = 0;
    readonly url: string;
    readonly withCredentials = true;
    private readonly abort = new AbortController();
    constructor(url: string | URL) {
      super();
      this.url = String(url);
      open += 1;
      void this.run();
    }
    private async run() {
      const { origin: _origin, ...getHeaders } = headers;
      const response = await relay.handle(new Request(new URL(this.url, ORIGIN), { headers: getHeaders, signal: this.abort.signal }));
      if (response.status !== 200 || !response.body) {
        this.readyState = 2;
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.readyState = 1;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done || this.readyState === 2) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data !== undefined && this.readyState !== 2) this.dispatchEvent(new MessageEvent(type, { data }));
          }
        }
      } catch {
        // closed
      }
    }
    close() {
      if (this.readyState === 2) return;
      this.readyState = 2;
      open -= 1;
      this.abort.abort();
    }
  }
  return { fetch: fetchFn, EventSource: RelayEventSource as unknown as typeof EventSource, openStreams: () => open };
}
