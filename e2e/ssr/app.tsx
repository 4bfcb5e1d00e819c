/**
 * The page the SSR spec renders on the server and hydrates in Chromium (`e2e/ssr.spec.ts`): one corpus fixture
 * in an `<ElicitationForm>`, started from the fixture's example answer. Server and client render this same
 * tree, so `useId` and everything else must come out identical.
 */
import { StrictMode, useEffect } from 'react';
import { ElicitationForm, type ElicitResult } from '../../components/index.ts';
import type { FormFixture } from '../../src/fixtures/index.ts';

/**
 * What the server hands the client: enough to render exactly the same tree. `hydrate`: one fixture's server HTML,
 * hydrated; `client`: no server HTML, each fixture rendered from scratch in a root of its own (several per page: the
 * client-only reference renders, batched so a page visit serves several tests).
 */
export type SsrPageProps = { mode: 'hydrate'; fixtureId: string } | { mode: 'client'; fixtureIds: string[] };

interface SsrRootProps {
  fixture: FormFixture;
  onResult: (result: ElicitResult) => void;
  /** Runs once the tree is committed in the browser (after hydration); never on the server. */
  onCommit: () => void;
}

export function SsrRoot({ fixture, onResult, onCommit }: SsrRootProps) {
  return (
    <StrictMode>
      <main>
        <ElicitationForm
          message={fixture.message}
          requestedSchema={fixture.requestedSchema}
          profile={fixture.profile}
          defaultContent={fixture.exampleContent}
          server={{ name: 'SSR test server' }}
          onResult={onResult}
        />
      </main>
      <CommitSignal onCommit={onCommit} />
    </StrictMode>
  );
}

function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
