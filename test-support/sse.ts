/**
 * Reads a relay stream (a real `Response` with an SSE body) in tests: every event in order, and a way to wait for
 * the next one that matches. Waits are generous: the suite runs on loaded machines.
 */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseReader {
  events: SseEvent[];
  /** Resolves with the first event (from the start) that matches and was not taken before. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function readSse(response: Response, abort?: AbortController): SseReader {
  const events: SseEvent[] = [];
  const taken = new Set<SseEvent>();
  const waiters = new Set<() => void>();
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data !== '') events.push({ event, data: JSON.parse(data) });
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // closed
    }
  })();
  return {
    events,
    next(match, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((event) => !taken.has(event) && match(event));
          if (!found) return false;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((event) => event.event))}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close() {
      abort?.abort();
      void reader.cancel().catch(() => {});
    },
  };
}
