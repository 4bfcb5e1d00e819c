/**
 * `notifications/elicitation/complete` (MCP 2025-11-25, docs/behaviour.md §9): the server says a URL elicitation is done. Each
 * URL request gets a promise that resolves when the notification for its `elicitationId` arrives (or has arrived:
 * a notification may overtake the request that it completes). The 2026-07-28 era has no such notification.
 */

/** Completion promises by elicitation id. */
export interface CompletionTracker {
  /** Resolves when the server reports `elicitationId` complete. */
  completion: (elicitationId: string) => Promise<void>;
  /** Feed it each `notifications/elicitation/complete`'s params. */
  complete: (params: unknown) => void;
}

/**
 * @example
 * const tracker = createCompletionTracker();
 * client.setNotificationHandler('notifications/elicitation/complete', (n) => tracker.complete(n.params));
 * await tracker.completion('abc'); // after the server's notification for "abc"
 */
export function createCompletionTracker(): CompletionTracker {
  const waiting = new Map<string, () => void>();
  const done = new Set<string>();
  return {
    completion: (elicitationId) => {
      if (done.has(elicitationId)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const previous = waiting.get(elicitationId);
        waiting.set(elicitationId, () => {
          previous?.();
          resolve();
        });
      });
    },
    complete: (params) => {
      const id = typeof params === 'object' && params !== null ? (params as { elicitationId?: unknown }).elicitationId : undefined;
      if (typeof id !== 'string') return;
      const resolve = waiting.get(id);
      waiting.delete(id);
      // Remembered either way: a later `completion(id)` (the host asking again) resolves at once.
      done.add(id);
      resolve?.();
    },
  };
}
