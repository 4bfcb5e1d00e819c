import { useMemo } from 'react';
import type { Content, FieldValue, FormModel } from '../../src/model.ts';
import { formatSentDate, summarizeAnswer } from '../../src/answerSummary.ts';
import { credentialFieldsOf } from '../../src/credentials.ts';
import { mergeCatalogue, type FormMessages } from '../messages.ts';
import { credentialMessages } from '../messages/credentials.ts';

export interface AnswerSummaryProps {
  model: FormModel;
  /** The content that was sent (docs/behaviour.md §3): the summary never shows what the server did not get. */
  sent: Content;
  /** The fields' UI values, frozen once sent: they name the files a user added (the content has only their URIs). */
  uiValues: readonly FieldValue[];
  messages: FormMessages;
}

/**
 * What a sent form shows instead of its controls (docs/behaviour.md §7.7): a quiet read-only list of label → value, as the
 * user saw the values. Plain text only (server labels are never HTML). Nothing renders when nothing was filled in.
 * Loaded on demand (lazySummary.tsx): only a sent form needs it.
 */
export function AnswerSummary({ model, sent, uiValues, messages }: AnswerSummaryProps) {
  const entries = useMemo(() => {
    // Fields that look like credentials show `summaryMasked`, not their value (docs/behaviour.md §11.3).
    const masked = new Set(credentialFieldsOf(model).map((field) => field.name));
    const words = {
      yes: messages.summaryYes,
      no: messages.summaryNo,
      listSeparator: messages.summaryListSeparator,
      date: (value: string, withTime: boolean) =>
        messages.summaryDate(formatSentDate(value, withTime, messages.summaryDateLocale || undefined)),
      masked: mergeCatalogue(credentialMessages, messages).summaryMasked,
    };
    return summarizeAnswer(model, sent, words, uiValues, masked);
  }, [model, sent, uiValues, messages]);
  if (entries.length === 0) return null;
  return (
    <dl className="elicit-summary" part="summary">
      {entries.map((entry) => (
        <div key={entry.name} className="elicit-summary__row">
          <dt className="elicit-summary__label">{entry.label}</dt>
          <dd className="elicit-summary__value">{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
