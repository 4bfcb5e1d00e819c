import { useState } from 'react';
import { permalinkHash, type PermalinkForm } from '../../src/permalink.ts';

/**
 * Edit the current request as JSON (`{message, requestedSchema, profile?}`) and open it: the page then follows
 * the new `#form=` fragment like any other permalink.
 */
export function SchemaEditor({ form }: { form: PermalinkForm }) {
  const [text, setText] = useState(() => JSON.stringify(form, null, 2));
  const [error, setError] = useState<string>();
  const open = () => {
    try {
      const parsed = JSON.parse(text) as PermalinkForm;
      if (typeof parsed?.message !== 'string') throw new Error('"message" must be a string');
      setError(undefined);
      window.location.hash = permalinkHash(parsed);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  return (
    <details className="demo-editor">
      <summary>Edit the request as JSON</summary>
      <label htmlFor="demo-editor-text">Request JSON</label>
      <textarea
        id="demo-editor-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={14}
        spellCheck={false}
        aria-describedby={error ? 'demo-editor-error' : undefined}
        aria-invalid={error ? true : undefined}
      />
      {error ? <p id="demo-editor-error" className="demo-editor__error">{error}</p> : null}
      <button type="button" onClick={open}>Open this form</button>
    </details>
  );
}
