import { getConfig } from '@testing-library/react';
import { getConfig as getDomConfig } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { ASYNC_TIMEOUT } from '../test-support/asyncTimeout.ts';

// No test asserts on time: a findBy… that waits for a lazy chunk must not give up after Testing Library's 1 s default on a
// loaded CI machine. Both entry points tests import from (React's and the DOM library) share the generous value.
describe('async utilities in component tests', () => {
  it('wait up to the one generous timeout of test-support/asyncTimeout.ts', () => {
    expect(getConfig().asyncUtilTimeout).toBe(ASYNC_TIMEOUT);
    expect(getDomConfig().asyncUtilTimeout).toBe(ASYNC_TIMEOUT);
  });
});
