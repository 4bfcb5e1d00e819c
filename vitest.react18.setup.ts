/**
 * The React-18 projects (components in jsdom, stories in Chromium) run on React 18.3 and fail on any warning
 * React or a library logs: "`ref` is not a prop", "Function components cannot be given refs", act() and key
 * warnings are how a React-19-only feature shows up on 18.
 */
import { version } from 'react';
import { afterEach, beforeAll, beforeEach, expect, inject, vi } from 'vitest';

let logged: string[] = [];

beforeAll(() => {
  // The aliases reached this file too: a check that the project really runs the React it is named after.
  expect(version.split('.')[0]).toBe(String(inject('reactMajor')));
});

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  // Listed before vitest.setup.ts in setupFiles: afterEach hooks run in reverse, so this check runs after
  // Testing Library's cleanup (unmounting may warn too, and a failed check must not skip the cleanup).
  vi.restoreAllMocks();
  expect(logged, 'React 18 logged warnings').toEqual([]);
});
