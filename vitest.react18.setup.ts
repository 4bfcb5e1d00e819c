/**
 * The React-18 projects fail on any warning React (or a library) logs: "`ref` is not a prop", "Function
 * components cannot be given refs", act() and key warnings are how a React-19-only feature shows up on 18.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup(); // first: unmounting may warn too, and a failed check must not leave this test's DOM to the next
  vi.restoreAllMocks();
  expect(logged, 'React 18 logged warnings').toEqual([]);
});
