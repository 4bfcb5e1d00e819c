import { afterEach, beforeAll } from 'vitest';

// The core's tests (src/, demo/server) run in Node (`// @vitest-environment node`): they render nothing, so they skip
// Testing Library, the DOM matchers and the widgets, which would otherwise load React for every one of their files.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { ASYNC_TIMEOUT } = await import('./test-support/asyncTimeout.ts');
  configure({ asyncUtilTimeout: ASYNC_TIMEOUT }); // findBy…/waitFor: not the 1 s default (test-support/asyncTimeout.ts)
  const { preloadAllFields } = await import('./components/ElicitationForm/preloadAll.ts');
  const { forgetDrafts } = await import('./components/form/drafts/index.ts');
  // RTL only auto-cleans when Vitest globals are on. Drafts (docs/behaviour.md §11) are kept by request: a form typed into in one
  // test would come back in the next test that renders the same request, so each test starts with none.
  afterEach(async () => {
    cleanup();
    await forgetDrafts();
  });
  // The widgets load on demand (docs/behaviour.md §14.1). Component tests run with them loaded (a warm session) so they can query
  // synchronously; components/fields/lazyField.test.tsx covers the loading path itself.
  beforeAll(() => preloadAllFields());
}
