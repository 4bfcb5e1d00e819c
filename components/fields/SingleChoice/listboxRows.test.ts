import { describe, expect, it } from 'vitest';
import { ROW_HEIGHT, ROW_WITH_DESCRIPTION_HEIGHT, listboxRows, rowOffsets, typeAheadRow, visibleRange } from './listboxRows.ts';

const options = ['Norway', 'Austria', 'Netherlands', 'Nepal'].map((label, i) => ({ value: i, label, description: i === 1 ? 'Alps' : undefined }));

describe('listbox rows (docs/behaviour.md §7.8)', () => {
  it('puts the None row first only while nothing is searched, and searches labels and descriptions', () => {
    expect(listboxRows(options, 'None', '').map((row) => row.index)).toEqual([-1, 0, 1, 2, 3]);
    expect(listboxRows(options, undefined, '').map((row) => row.index)).toEqual([0, 1, 2, 3]);
    expect(listboxRows(options, 'None', ' ALPS ').map((row) => row.label)).toEqual(['Austria']);
    expect(listboxRows(options, 'None', 'ne').map((row) => row.label)).toEqual(['Netherlands', 'Nepal']);
  });

  it('type-ahead finds the next row by prefix; a repeated letter cycles', () => {
    const rows = listboxRows(options, undefined, '');
    expect(typeAheadRow(rows, -1, 'n')).toBe(0);
    expect(typeAheadRow(rows, 0, 'n')).toBe(2);
    expect(typeAheadRow(rows, 2, 'nn')).toBe(3);
    expect(typeAheadRow(rows, 3, 'nn')).toBe(0);
    expect(typeAheadRow(rows, 2, 'ne')).toBe(2); // typing on keeps the row that still matches
    expect(typeAheadRow(rows, 2, 'nep')).toBe(3);
    expect(typeAheadRow(rows, 0, 'x')).toBe(-1);
  });

  it('fixed row heights give offsets, and a scroll position the rows to render (with overscan)', () => {
    const offsets = rowOffsets(listboxRows(options, undefined, ''));
    expect(offsets).toEqual([0, ROW_HEIGHT, ROW_HEIGHT + ROW_WITH_DESCRIPTION_HEIGHT, 2 * ROW_HEIGHT + ROW_WITH_DESCRIPTION_HEIGHT, 3 * ROW_HEIGHT + ROW_WITH_DESCRIPTION_HEIGHT]);
    const many = rowOffsets(Array.from({ length: 1000 }, (_, index) => ({ index, label: `${index}` })));
    expect(visibleRange(many, 0, 256)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(many, 320 * ROW_HEIGHT, 256)).toEqual({ start: 314, end: 335 });
    expect(visibleRange(many, 999 * ROW_HEIGHT, 256)).toEqual({ start: 993, end: 1000 });
  });
});
