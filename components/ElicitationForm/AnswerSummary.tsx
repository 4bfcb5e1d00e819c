import type { SummaryEntry } from '../../src/answerSummary.ts';

/**
 * What a sent form shows instead of its controls (issue 33 item 9): a quiet read-only list of label → value, as the
 * user saw the values. Plain text only (server labels are never HTML). Nothing renders when nothing was filled in.
 */
export function AnswerSummary({ entries }: { entries: readonly SummaryEntry[] }) {
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
