import { isolatedParts } from './isolate.ts';

/**
 * One of the kit's sentences, isolated from the page's direction (docs/behaviour.md §7.3), with each name that `isolate`
 * marked in a `<bdi>` of its own: on a right-to-left page "“2 مرحبا” is already in the list." keeps its quotes and
 * full stop where English puts them, and the Arabic name keeps its own order. `dir="auto"` judges the sentence by
 * its first letter outside the names (a nested `<bdi>` is skipped). Each name is marked `data-server-text`, as the URL
 * warnings mark theirs (docs/url-safety.md): a value set in the kit's sentence, not the kit's words.
 * @example <Sentence text={messages.stringListDuplicate(isolate(entry))} />
 */
export function Sentence({ text }: { text: string }) {
  return <bdi>{isolatedParts(text).map((part, index) => (index % 2 === 1 ? <bdi key={index} data-server-text="">{part}</bdi> : part))}</bdi>;
}
