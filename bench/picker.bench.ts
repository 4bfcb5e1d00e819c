/**
 * Benchmark (`npm run bench`): the resource picker with a 2,000-option image grid, in jsdom. Measures the first
 * render and one toggle; the Chromium numbers come from e2e/pickers.spec.ts. jsdom has no layout, so the grid
 * renders its first rows from the fallback viewport (VirtualCollection), as a real browser would.
 */
import { bench, describe } from 'vitest';
import { createElement } from 'react';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { manyImageOptions } from '../src/fixtures/images.ts';
import { normalizeSchema } from '../src/index.ts';
import type { ResourcePickerField } from '../src/model.ts';
import { PickerHarness } from '../test-support/pickerHarness.tsx';

function manyField(count: number): ResourcePickerField {
  const schema = {
    type: 'object',
    properties: { album: { type: 'array', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', options: manyImageOptions(count) } } },
  };
  const field = normalizeSchema(schema)?.fields[0];
  if (field?.kind !== 'resource-picker') throw new Error('not a picker');
  return field;
}

const grid = manyField(2000);
const list = { ...grid, hasThumbnails: false, options: grid.options.map(({ thumbnail: _thumbnail, ...option }) => option) };

describe('resource picker, 2,000 options (jsdom)', () => {
  bench('first render: image grid', () => {
    render(createElement(PickerHarness, { field: grid }));
    cleanup();
  });

  bench('first render: list', () => {
    render(createElement(PickerHarness, { field: list }));
    cleanup();
  });

  bench(
    'toggle one card in a mounted grid',
    () => {
      // By id, not by role: jsdom's accessible-name computation over 2,000 cards would dwarf the toggle itself.
      act(() => {
        fireEvent.click(document.getElementById('form-album-option-2')!);
      });
    },
    { setup: () => void render(createElement(PickerHarness, { field: grid })), teardown: () => cleanup() },
  );
});
