import { useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../form/loadOnce.ts';
import type { AnswerSummaryProps } from './AnswerSummary.tsx';

// The summary and its formatting (src/answerSummary.ts) are needed only once a form was sent, so they load then,
// off every form's first load (docs/behaviour.md §14.1: ≤ 50 kB gzip for a core-kinds form).
const summary = loadOnce(() => import('./AnswerSummary.tsx').then((m) => m.AnswerSummary));

/**
 * The read-only summary of a sent form (docs/behaviour.md §7.7), rendered as soon as its code is in: nothing until then
 * (the status line already says "Sent" and holds focus).
 * @example {sent ? <SentSummary model={model} sent={sent} uiValues={values} messages={messages} /> : null}
 */
export function SentSummary(props: AnswerSummaryProps) {
  const [Summary, setSummary] = useState<ComponentType<AnswerSummaryProps> | undefined>(() => summary.loaded());
  useEffect(() => {
    if (Summary) return;
    let live = true;
    summary.load().then((component) => live && setSummary(() => component), () => {});
    return () => {
      live = false;
    };
  }, [Summary]);
  return Summary ? <Summary {...props} /> : null;
}

/** Starts loading the summary's code (`preloadAllFields` does, for hosts and tests that want no wait at all). */
SentSummary.preload = (): Promise<unknown> => summary.load();
