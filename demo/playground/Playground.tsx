import { useEffect, useMemo, useState } from 'react';
import { ElicitationForm, UrlConsent } from '../../components/index.ts';
import { fixtureById } from '../../src/fixtures/index.ts';
import type { ElicitResult, HostProfile } from '../../src/model.ts';
import { permalinkHash, type PermalinkForm } from '../../src/permalink.ts';
import { Gallery } from './Gallery.tsx';
import { SchemaEditor } from './SchemaEditor.tsx';
import { useHash, useHashForm } from './useHashForm.ts';
import { urlExampleFromHash } from './urlExamples.ts';

type Theme = 'system' | 'light' | 'dark';
const opening = fixtureById('seed/rollout')!;
/** Shown when the page has no (valid) `#form=` fragment. */
const openingForm: PermalinkForm = { message: opening.message, requestedSchema: opening.requestedSchema };

/**
 * The playground (README "Work on the kit"): the form a `#fixture=<id>` link or a `#form=` permalink opens, the last
 * result as JSON in `data-testid="elicitation-result"`, and a gallery of the corpus (after the form: it comes first
 * on a phone). The Theme switch sets `data-theme` on the whole page, the live host included.
 */
export function Playground() {
  const hash = useHash();
  const hashForm = useHashForm(hash);
  const form = hashForm ?? openingForm;
  const [answer, setAnswer] = useState<{ hash: string; round: number; result: ElicitResult }>();
  const [round, setRound] = useState(0);
  const [theme, setTheme] = useState<Theme>('system');
  const result = answer && answer.hash === hash && answer.round === round ? answer.result : undefined;
  const urlExample = useMemo(() => urlExampleFromHash(hash), [hash]);
  const [opened, setOpened] = useState<{ hash: string; round: number; url: string }>();
  const openedUrl = opened && opened.hash === hash && opened.round === round ? opened.url : undefined;
  // A form opened by a link is its own permalink; encoding one anew costs ~0.5 s for the megabyte fixtures.
  const permalink = useMemo(() => (hashForm ? hash : permalinkHash(form)), [hashForm, hash, form]);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);

  const setProfile = (profile: HostProfile) => {
    window.location.hash = permalinkHash({ ...form, profile: profile === 'desktop' ? undefined : profile });
  };

  return (
    <div className="demo-playground">
      <header className="demo-header">
        <h1>elicit-kit playground</h1>
        <p>MCP form elicitations with OpenAI’s extensions. Pick a form, answer it, read the exact result.</p>
        <p>
          <a href="#live-host">Try the live MCP host</a>: connect to an MCP server, call a tool and answer its forms in
          a dialog.
        </p>
      </header>
      <section className="demo-stage" aria-label="Form">
        <div className="demo-toolbar">
          <label>
            Profile{' '}
            <select value={form.profile ?? 'desktop'} onChange={(event) => setProfile(event.target.value as HostProfile)}>
              <option value="desktop">desktop</option>
              <option value="web">web</option>
              <option value="web-app">web-app</option>
            </select>
          </label>
          <label>
            Theme{' '}
            <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
              <option value="system">system</option>
              <option value="light">light</option>
              <option value="dark">dark</option>
            </select>
          </label>
          <button type="button" onClick={() => setRound((value) => value + 1)}>Start over</button>
          <a href={permalink}>Permalink</a>
        </div>
        <div className="demo-form">
          {urlExample ? (
            // A URL-mode request (docs/behaviour.md §9): the playground reports what a host would open instead of opening it.
            <UrlConsent
              key={`${hash}|${round}`}
              url={urlExample.url}
              message={urlExample.message}
              server={{ name: 'Playground' }}
              headingLevel={2}
              onOpenUrl={(url) => setOpened({ hash, round, url })}
              onResult={(next) => setAnswer({ hash, round, result: next })}
            />
          ) : (
            <ElicitationForm
              key={`${hash}|${round}`}
              message={form.message}
              requestedSchema={form.requestedSchema}
              profile={form.profile}
              server={{ name: 'Playground' }}
              onResult={(next) => setAnswer({ hash, round, result: next })}
            />
          )}
          {openedUrl ? <p className="demo-result__empty" data-testid="opened-url">A host would now open: {openedUrl}</p> : null}
        </div>
        <h2 id="demo-result-title">Result</h2>
        {result ? null : <p className="demo-result__empty">No answer yet.</p>}
        <pre className="demo-result" data-testid="elicitation-result">
          {result ? JSON.stringify(result, null, 2) : ''}
        </pre>
        {urlExample ? null : <SchemaEditor form={form} hash={hash} />}
      </section>
      <Gallery currentHash={hash} />
    </div>
  );
}
