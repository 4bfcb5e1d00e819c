/** The sent-form summary (docs/behaviour.md §7.7): values as the user saw them, empty ones left out, form order. */
import { describe, expect, it } from 'vitest';
import { formatSentDate, summarizeAnswer, type SummaryWords } from './answerSummary.ts';
import { normalizeSchema } from './normalize.ts';
import type { FormModel } from './model.ts';

const modelOf = (schema: unknown): FormModel => {
  const model = normalizeSchema(schema);
  if (!model) throw new Error('unsupported');
  return model;
};
const words: SummaryWords = { yes: 'Yes', no: 'No', listSeparator: ', ', date: (value, withTime) => `${withTime ? 'at' : 'on'} ${value}` };
const files = [{ uri: 'file:///a.pdf', name: 'a.pdf', title: 'Annual report' }, { uri: 'file:///b.pdf', name: 'b.pdf' }];

const model = modelOf({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name' },
    nick: { type: 'string' },
    size: { type: 'integer', title: 'Team size' },
    news: { type: 'boolean', title: 'Newsletter' },
    agree: { type: 'boolean', title: 'Agree' },
    plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro plan' }, { const: 'free', title: 'Free' }] },
    legacy: { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] },
    color: { type: 'string', enum: ['red', 'blue'] },
    extras: { type: 'array', title: 'Extras', items: { anyOf: [{ const: 'bag', title: 'Checked bag' }, { const: 'meal', title: 'Hot meal' }] } },
    tags: { type: 'array', title: 'Tags', items: { type: 'string', 'x-openai-suggestions': [{ const: 'ui', title: 'User interface' }] } },
    day: { type: 'string', format: 'date', title: 'Day' },
    start: { type: 'string', format: 'date-time', title: 'Start' },
    docs: {
      type: 'array', title: 'Documents', items: { type: 'string', format: 'uri' },
      'x-openai-input': { type: 'resource', options: files, userOptions: {} },
    },
  },
});

describe('summarizeAnswer', () => {
  it('shows titles instead of wire values, Yes/No, joined lists, files by name and dates in words', () => {
    const content = {
      name: 'Ada', size: 25, news: true, agree: false, plan: 'pro', legacy: 'm', color: 'blue', extras: ['meal', 'bag'],
      tags: ['ui', 'perf'], day: '2026-12-20', start: '2026-12-01T18:30:00+01:00',
      docs: ['file:///a.pdf', 'file:///b.pdf', 'https://host.example/u/123'],
    };
    const uiValues = model.fields.map((field) =>
      field.name === 'docs' ? { selected: ['file:///a.pdf', 'file:///b.pdf'], added: [{ uri: 'https://host.example/u/123', name: 'notes.txt' }] } : undefined);
    expect(summarizeAnswer(model, content, words, uiValues)).toEqual([
      { name: 'name', label: 'Full name', value: 'Ada' },
      { name: 'size', label: 'Team size', value: '25' },
      { name: 'news', label: 'Newsletter', value: 'Yes' },
      { name: 'agree', label: 'Agree', value: 'No' },
      { name: 'plan', label: 'Plan', value: 'Pro plan' },
      { name: 'legacy', label: 'legacy', value: 'Medium' },
      { name: 'color', label: 'color', value: 'blue' },
      { name: 'extras', label: 'Extras', value: 'Hot meal, Checked bag' },
      { name: 'tags', label: 'Tags', value: 'User interface, perf' },
      { name: 'day', label: 'Day', value: 'on 2026-12-20' },
      { name: 'start', label: 'Start', value: 'at 2026-12-01T18:30:00+01:00' },
      { name: 'docs', label: 'Documents', value: 'Annual report, b.pdf, notes.txt' },
    ]);
  });

  it('leaves out what was not sent, empty text and empty lists', () => {
    expect(summarizeAnswer(model, { nick: '', extras: [], docs: [], name: 'Ada' }, words)).toEqual([
      { name: 'name', label: 'Full name', value: 'Ada' },
    ]);
  });

  it('falls back to the URI for a file it cannot name, and ignores inherited keys', () => {
    const content = Object.assign(Object.create({ name: 'inherited' }) as Record<string, string[]>, { docs: ['https://host.example/u/9'] });
    expect(summarizeAnswer(model, content, words)).toEqual([{ name: 'docs', label: 'Documents', value: 'https://host.example/u/9' }]);
  });
});

describe('formatSentDate', () => {
  it('writes a date in words without shifting the day, whatever the zone', () => {
    expect(formatSentDate('2026-12-20', false, 'en-US')).toBe('Dec 20, 2026');
    expect(formatSentDate('2026-01-01', false, 'fr')).toBe('1 janv. 2026');
  });

  it('writes a date-time with its time, and leaves text that is not a date alone', () => {
    expect(formatSentDate('2026-12-01T18:30:00Z', true, 'en-US')).toMatch(/^(Dec 1|Dec 2), 2026, \d{1,2}:30\s?[AP]M$/);
    expect(formatSentDate('soon', false)).toBe('soon');
    expect(formatSentDate('soon', true)).toBe('soon');
    // A catalogue may name a locale Intl refuses (a pseudo-locale wraps every string): the browser's locale, no throw.
    expect(formatSentDate('2026-12-20', false, '⟦⟧')).toBe(formatSentDate('2026-12-20', false));
  });
});
