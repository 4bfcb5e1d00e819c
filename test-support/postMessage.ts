/**
 * Sends `value` through a real MessageChannel, as a host posting a result to a worker or an iframe would (docs/behaviour.md §8:
 * results are plain data that every serialiser carries).
 */
export async function postMessageRoundTrip<T>(value: T): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  const received = new Promise<T>((resolve) => port2.addEventListener('message', (event) => resolve(event.data as T), { once: true }));
  port2.start();
  port1.postMessage(value);
  try {
    return await received;
  } finally {
    port1.close();
    port2.close();
  }
}
