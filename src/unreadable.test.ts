import { describe, expect, it } from 'vitest';
import { normalizeSchema } from './normalize.ts';
import { toContent } from './values.ts';
import { UNREADABLE_ENTRY, unreadableIssues } from './unreadable.ts';

const model = normalizeSchema({
  type: 'object',
  properties: {
    day: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'date-time' },
    note: { type: 'string' },
  },
})!;

describe('unreadable dates (docs/behaviour.md §3)', () => {
  it('are an error on their field, in the catalogue’s words, and never reach the content', () => {
    const values = { day: UNREADABLE_ENTRY, at: UNREADABLE_ENTRY, note: 'hi' };
    expect(unreadableIssues(model, values)).toEqual([
      { field: 'day', keyword: 'badInput', message: 'Enter the whole date' },
      { field: 'at', keyword: 'badInput', message: 'Enter the whole date and time' },
    ]);
    expect(unreadableIssues(model, values, { dateIncomplete: 'Date incomplète' })[0]?.message).toBe('Date incomplète');
    expect(toContent(model, values)).toEqual({ note: 'hi' });
  });

  it('are nothing when every field is readable or empty', () => {
    expect(unreadableIssues(model, { day: '', at: '2026-11-29T14:05:00', note: UNREADABLE_ENTRY.slice(1) })).toEqual([]);
  });
});
