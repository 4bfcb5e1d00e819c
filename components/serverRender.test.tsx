// @vitest-environment node
/**
 * Server rendering on the React of each project (issue 11): every fixture of the corpus renders in plain Node
 * with `react-dom/server`'s streaming API, waiting for every Suspense boundary, and React logs nothing (React 18
 * warns about layout effects on the server; React 19 does not). Hydration is covered in `e2e/ssr.spec.ts`.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allFixtures } from '../src/fixtures/index.ts';
import { ElicitationForm } from './ElicitationForm/index.ts';

/** The whole HTML once every Suspense boundary has resolved, as a server that waits for `onAllReady`. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

describe('every fixture renders on the server', () => {
  let logged: unknown[][] = [];
  beforeEach(() => {
    logged = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(allFixtures.map((fixture) => [fixture.id, fixture] as const))('%s', { timeout: 30_000 }, async (_id, fixture) => {
    const html = await renderToHtml(
      <ElicitationForm
        message={fixture.message}
        requestedSchema={fixture.requestedSchema}
        profile={fixture.profile}
        defaultContent={fixture.exampleContent}
        onResult={() => {}}
      />,
    );
    expect(html).toContain('data-status="editing"');
    expect(html).toContain(fixture.supported ? 'type="submit"' : 'data-unsupported');
    expect(logged.map((args) => args.map(String).join(' '))).toEqual([]);
  });
});
