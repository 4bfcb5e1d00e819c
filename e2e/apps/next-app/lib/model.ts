/**
 * The chat's model: the AI SDK's own mock (`ai/test`), scripted so that no API key is needed. A user message
 * `call TOOL` or `call TOOL {"json": "arguments"}` makes it call that tool; once the tool result is in, it answers
 * with the result's text, word for word, so the assistant's message carries exactly what the MCP server said.
 */
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

type CallOptions = Parameters<MockLanguageModelV4['doStream']>[0];
type Message = CallOptions['prompt'][number];
type StreamPart = Awaited<ReturnType<MockLanguageModelV4['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

const text = (value: string): StreamPart[] => [
  { type: 'text-start', id: 'reply' },
  { type: 'text-delta', id: 'reply', delta: value },
  { type: 'text-end', id: 'reply' },
  { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
];

/** The text of a tool result as the model sees it (MCP content → text parts; errors and JSON as written). */
function resultText(message: Extract<Message, { role: 'tool' }>): string {
  const lines: string[] = [];
  for (const part of message.content) {
    if (part.type !== 'tool-result') continue;
    const { output } = part;
    if (output.type === 'content') {
      for (const item of output.value) if (item.type === 'text') lines.push(item.text);
    } else if (output.type === 'text' || output.type === 'error-text') lines.push(output.value);
    else lines.push(JSON.stringify('value' in output ? output.value : output));
  }
  return lines.join('\n');
}

function lastUserText(prompt: CallOptions['prompt']): string {
  const last = prompt.at(-1);
  if (last?.role !== 'user') return '';
  return last.content.map((part) => (part.type === 'text' ? part.text : '')).join('').trim();
}

/** What the model streams for this prompt: the tool's result, a tool call, or how to ask for one. */
export function scriptedReply(prompt: CallOptions['prompt']): StreamPart[] {
  const last = prompt.at(-1);
  if (last?.role === 'tool') return text(resultText(last));
  const call = /^call\s+(\S+)\s*(\{[\s\S]*\})?$/.exec(lastUserText(prompt));
  if (!call) return text('Say "call TOOL" (optionally followed by JSON arguments).');
  return [
    { type: 'tool-call', toolCallId: `call-${crypto.randomUUID()}`, toolName: call[1]!, input: call[2] ?? '{}' },
    { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: 'tool_calls' } },
  ];
}

/**
 * The chat's model (the README's `lib/model.ts` is the host's own provider, e.g. `openai('gpt-5')`). The mock keeps
 * a record of its calls, which this app never reads: one shared instance is enough.
 */
export const model = new MockLanguageModelV4({
  doStream: async ({ prompt }) => ({ stream: simulateReadableStream({ chunks: scriptedReply(prompt), chunkDelayInMs: null }) }),
});
