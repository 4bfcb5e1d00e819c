import { useEffect, useMemo, useState } from 'react';
import { checkSupport } from '../../src/index.ts';
import type { SupportIssue } from '../../src/model.ts';
import { permalinkHash, type PermalinkForm } from '../../src/permalink.ts';

/** How long the editor waits after the last keystroke before it re-opens the form (and rewrites the permalink). */
const LIVE_DELAY_MS = 300;
/**
 * Longer requests are not put in the textarea: laying out megabytes of text makes every later layout of the page
 * (the virtualised grids measure their cards) take seconds, and nobody edits such a request by hand.
 */
const EDITABLE_CHARS = 200_000;

type Check = { kind: 'error'; message: string } | { kind: 'form'; form: PermalinkForm; issues: SupportIssue[] };

/** Parses the editor text and runs the support check on it; never throws (its issues are shown inline). */
function checkText(text: string): Check {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (problem) {
    return { kind: 'error', message: problem instanceof Error ? problem.message : String(problem) };
  }
  const record = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  if (typeof record.message !== 'string') return { kind: 'error', message: '"message" must be a string' };
  const profile = record.profile === 'web' || record.profile === 'web-app' ? record.profile : undefined;
  const form: PermalinkForm = { message: record.message, requestedSchema: record.requestedSchema, ...(profile ? { profile } : {}) };
  const support = checkSupport(form.requestedSchema, { profile });
  return { kind: 'form', form, issues: support.supported ? [] : support.issues };
}

/**
 * Edit the current request as JSON (`{message, requestedSchema, profile?}`): the support check's issues show inline
 * as you type, and a moment after the last keystroke the form beside it restarts and the `#form=` permalink follows
 * (replaced in place, so typing doesn't fill the history).
 */
export function SchemaEditor({ form, hash }: { form: PermalinkForm; hash: string }) {
  const [text, setText] = useState(() => JSON.stringify(form, null, 2));
  const [shownHash, setShownHash] = useState(hash);
  const [edited, setEdited] = useState(false);
  const check = useMemo(() => checkText(text), [text]);
  if (hash !== shownHash) {
    // The form changed from outside (gallery, back button, profile switch): show it — unless it is the one this
    // editor just opened, so typing is never overwritten.
    setShownHash(hash);
    const mine = check.kind === 'form' && permalinkHash(check.form) === hash;
    if (!mine) {
      setText(JSON.stringify(form, null, 2));
      setEdited(false);
    }
  }

  useEffect(() => {
    if (!edited || check.kind !== 'form') return;
    const next = permalinkHash(check.form);
    if (next === window.location.hash) return;
    const timer = window.setTimeout(() => {
      window.history.replaceState(window.history.state, '', next);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    }, LIVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [check, edited]);

  return (
    <details className="demo-editor" open>
      <summary>Edit the request as JSON</summary>
      {text.length > EDITABLE_CHARS ? (
        <p>This request is {Math.round(text.length / 1000)} kB of JSON, too large to edit here; the form above shows it.</p>
      ) : (
        <>
          <label htmlFor="demo-editor-text">Request JSON</label>
          <textarea
            id="demo-editor-text"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setEdited(true);
            }}
            rows={14}
            spellCheck={false}
            aria-describedby="demo-editor-check"
            aria-invalid={check.kind === 'error' ? true : undefined}
          />
        </>
      )}
      <div id="demo-editor-check" className="demo-editor__check" aria-live="polite">
        {check.kind === 'error' ? (
          <p className="demo-editor__error">Not a request yet: {check.message}</p>
        ) : check.issues.length === 0 ? (
          <p>Supported: the form above follows your edits.</p>
        ) : (
          <>
            <p className="demo-editor__error">Unsupported — the form shows only a notice:</p>
            <ul>
              {check.issues.map((issue, index) => (
                <li key={index}><code>{issue.path || '/'}</code> {issue.message}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
