import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { preloadAllFields } from './components/fields/preloadAll.ts';

afterEach(() => cleanup()); // RTL only auto-cleans when Vitest globals are on
// The widgets load on demand (issue 9). Component tests run with them loaded (a warm session) so they can query
// synchronously; components/fields/lazyField.test.tsx covers the loading path itself.
beforeAll(() => preloadAllFields());
