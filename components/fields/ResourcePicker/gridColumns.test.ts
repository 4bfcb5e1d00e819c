import { describe, expect, it } from 'vitest';
import { columnsFor } from './gridColumns.ts';

describe('picker grid columns', () => {
  it('gives phone-wide containers two columns and wide ones as many 160 px columns as fit', () => {
    expect(columnsFor(342, 160)).toBe(2); // a 390 px phone, minus the form's padding
    expect(columnsFor(300, 160)).toBe(2);
    expect(columnsFor(230, 160)).toBe(2); // a 320 px phone: the inline form's fields
    expect(columnsFor(212, 160)).toBe(2); // two 100 px columns and the gap
    expect(columnsFor(211, 160)).toBe(1);
    expect(columnsFor(200, 160)).toBe(1);
    expect(columnsFor(700, 160)).toBe(4);
    expect(columnsFor(700, undefined)).toBe(1);
  });
});
