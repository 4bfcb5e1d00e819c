// @vitest-environment node
/**
 * Server rendering on the React of each project (docs/behaviour.md §8.2): every fixture of the corpus renders in plain Node
 * with `react-dom/server`'s streaming API, waiting for every Suspense boundary, and React logs nothing (React 18
 * warns about layout effects on the server; React 19 does not). With the server entry (`components/server.ts`,
 * what `elicit-kit` resolves to under the `node` condition), `renderToString` gives the same whole form at once,
 * with no preload call (docs/behaviour.md §8). Hydration is covered in `components/hydration.test.tsx` and `e2e/ssr.spec.ts`.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFixtures, paymentCardForm, signInForm, type FormFixture } from '../src/fixtures/index.ts';
import { ElicitationForm } from './ElicitationForm/index.ts';
import { createElicitationRelay } from './relay/queue.ts';
import { RelayElicitation } from './relay/RelayElicitation.tsx';
import { parseElicitation } from '../src/protocol/parse.ts';
import { streamToHtml } from '../test-support/streamHtml.ts';


let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('every fixture renders on the server', () => {

  it.each(allFixtures.map((fixture) => [fixture.id, fixture] as const))('%s', { timeout: 30_000 }, async (_id, fixture) => {
    const html = await streamToHtml(page(ElicitationForm, fixture));
    expect(html).toContain('data-status="editing"');
    expect(html).toContain(fixture.supported ? 'type="submit"' : 'data-unsupported');
    expect(logged.map((args) => args.map(String).join(' '))).toEqual([]);
  });
});

const page = (Form: typeof ElicitationForm, fixture: FormFixture) => (
  <Form message={fixture.message} requestedSchema={fixture.requestedSchema} profile={fixture.profile}
    defaultContent={fixture.exampleContent} id="ssr" onResult={() => {}} />
);

/** The corpus, and the forms that ask for credentials (their warning is on-demand code, docs/behaviour.md §11.3). */
const serverFixtures = [...allFixtures, signInForm, paymentCardForm];

describe('renderToString with the server entry gives the whole form, widgets included, with no preload call', () => {
  // A fresh copy of the kit for each entry: nothing loaded beforehand, as in a server process that just started.
  const load = async <T,>(module: () => Promise<T>) => {
    vi.resetModules();
    return module();
  };
  const kits = (async () => ({ eager: await load(() => import('./server.ts')), lazy: await load(() => import('./index.ts')) }))();

  it.each(serverFixtures.map((fixture) => [fixture.id, fixture] as const))('%s', { timeout: 30_000 }, async (_id, fixture) => {
    const { eager, lazy } = await kits;
    const html = renderToString(page(eager.ElicitationForm, fixture));
    // The same HTML as a Suspense-aware renderer of the on-demand entry once every widget arrived: nothing missing.
    expect(html).toBe(await streamToHtml(page(lazy.ElicitationForm, fixture)));
    expect(html).not.toContain('aria-busy="true"'); // no loading placeholder
    expect(html).not.toContain('<!--$!-->'); // no boundary left to the client
    if (fixture.id.startsWith('credentials/')) expect(html).toContain('asks for what looks like');
    expect(logged.map((args) => args.map(String).join(' '))).toEqual([]);
  });
});

describe('<RelayElicitation> on the server', () => {
  it('renders a part from the chat\'s history by the client\'s rule before the stream knows it (first paint), and logs nothing', () => {
    // No effect runs on the server: the part alone decides. An answer it does not carry was another tab's, and a
    // pending part past its expiry has expired; neither may render as this tab's "Sent" or as an open form.
    const relay = createElicitationRelay({ endpoint: '/api/elicitations' });
    const requestedSchema = { type: 'object', properties: { name: { type: 'string', title: 'Name' } } };
    const request = { ...parseElicitation('elicitation/create', { message: 'Who is coming?', requestedSchema }, 'legacy'), server: { name: 'booking' } };
    const answered = { id: 'a'.repeat(22), state: 'answered' as const, request, expiresAt: Date.now() + 60_000 };
    const html = renderToString(<RelayElicitation relay={relay} elicitation={answered} />);
    expect(html).toContain('Answered in another tab');
    expect(html).not.toContain('Sent');
    const stale = renderToString(<RelayElicitation relay={relay} elicitation={{ ...answered, state: 'pending', expiresAt: Date.now() - 1 }} />);
    expect(stale).toContain('This request expired before it was answered');
    expect(stale).not.toContain('<input');
    const open = renderToString(<RelayElicitation relay={relay} elicitation={{ ...answered, state: 'pending' }} />);
    expect(open).toContain('<input');
    expect(logged).toEqual([]);
  });
});
