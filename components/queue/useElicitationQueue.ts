import { useState } from 'react';
import { createElicitationQueue, type ElicitationQueue } from './queue.ts';

/**
 * One queue for the life of the component: give `queue.ask` to the MCP client and `queue` to
 * `<ElicitationDialog>`.
 * @example
 * const queue = useElicitationQueue();
 */
export function useElicitationQueue(): ElicitationQueue {
  const [queue] = useState(createElicitationQueue);
  return queue;
}
