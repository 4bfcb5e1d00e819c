/** For the stacks' tests: an `ask` that answers `result` and keeps every request it was asked, in order. */
import type { ElicitResult } from '../answerTypes.ts';
import type { AskFunction, ElicitationRequest } from '../protocol/types.ts';

export function answering(result: ElicitResult): { ask: AskFunction; asked: ElicitationRequest[] } {
  const asked: ElicitationRequest[] = [];
  const ask: AskFunction = (request) => {
    asked.push(request);
    return Promise.resolve(result);
  };
  return { ask, asked };
}
