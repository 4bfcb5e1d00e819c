/**
 * How the demo server checks an answer, like a strict real server: the SDK's `acceptedContent` with
 * `fromJsonSchema(form)`, plus the kit core's `validateResult`, which adds the OpenAI picker rule (a
 * URI not offered by a picker without uploads is refused) and the "accept carries content" rule.
 */
import { acceptedContent, fromJsonSchema, type JsonSchemaType } from '@modelcontextprotocol/server';
import { validateResult } from '../../src/index.ts';
import type { JsonForm } from './forms.ts';

export type Verdict =
  | { status: 'accepted'; content: Record<string, unknown> }
  | { status: 'declined' | 'cancelled' }
  | { status: 'refused'; reason: string };

/** Judges one `{action, content?}` answer to `form`. Never throws. */
export function judgeAnswer(form: JsonForm, answer: unknown): Verdict {
  const action = typeof answer === 'object' && answer !== null ? (answer as { action?: unknown }).action : undefined;
  if (action === 'decline') return { status: 'declined' };
  if (action === 'cancel') return { status: 'cancelled' };
  if (action !== 'accept') return { status: 'refused', reason: 'no answer with a valid action arrived' };
  let content: Record<string, unknown> | undefined;
  try {
    content = acceptedContent({ answer }, 'answer', fromJsonSchema<Record<string, unknown>>(form as JsonSchemaType));
  } catch (error) {
    return { status: 'refused', reason: `the SDK validator failed: ${(error as Error).message}` };
  }
  if (content === undefined) return { status: 'refused', reason: 'the SDK validator (acceptedContent) refused the content' };
  const outcome = validateResult(form, answer);
  if (!outcome.ok) {
    const reasons = outcome.issues.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message));
    return { status: 'refused', reason: reasons.join('; ') };
  }
  return { status: 'accepted', content };
}
