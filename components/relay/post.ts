/**
 * One answer's POST to the relay. A reply lost to the network, or a store that was briefly unreachable (`503`), may
 * or may not have recorded the answer: the same answer is sent again under the same token, which the relay
 * recognises (docs/relay.md, The wire), so a retry never turns this tab's own answer into "Answered in another tab".
 */
import type { ElicitResult } from '../../src/answerTypes.ts';
import type { RelayPostReply } from '../../src/relay/types.ts';
import type { RelayClientOptions } from './types.ts';

/** Waits before each retry; a status of 0 means no reply reached the tab. */
const RETRY_DELAYS_MS = [300, 1500];
const retriable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

export interface PostedReply {
  status: number;
  body: RelayPostReply;
}

/**
 * POSTs `{id, result, token}` and returns the relay's reply (status 0: none came, after the retries).
 * @example const { status, body } = await postAnswer({ endpoint: '/api/elicitations' }, { id, result, token });
 */
export async function postAnswer(options: RelayClientOptions, answer: { id: string; result: ElicitResult; token: string }): Promise<PostedReply> {
  for (let attempt = 0; ; attempt += 1) {
    const { status, body } = await postBody(options, answer);
    const delay = RETRY_DELAYS_MS[attempt];
    if (!retriable(status) || delay === undefined) return { status, body };
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** One POST of `body` as JSON to the relay's endpoint; status 0 when no reply came. */
export async function postBody(options: RelayClientOptions, body: object): Promise<PostedReply> {
  try {
    const response = await (options.fetch ?? globalThis.fetch)(options.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: ((await response.json().catch(() => ({}))) ?? {}) as RelayPostReply };
  } catch {
    return { status: 0, body: {} };
  }
}
