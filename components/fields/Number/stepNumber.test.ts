import { describe, expect, it } from 'vitest';
import { stepDraft } from './stepNumber.ts';

describe('stepDraft (ArrowUp/ArrowDown, docs/keyboard-and-screen-readers.md)', () => {
  it('steps by 1 from a whole number, and snaps a fraction to the next whole number', () => {
    expect(stepDraft('4', 1, { step: 1 })).toBe('5');
    expect(stepDraft('4', -1, { step: 1 })).toBe('3');
    expect(stepDraft('2.5', 1, { step: 1 })).toBe('3');
    expect(stepDraft('2.5', -1, { step: 1 })).toBe('2');
    expect(stepDraft('-1', -1, { step: 1 })).toBe('-2');
  });

  it('steps by multipleOf, landing on its multiples without float noise', () => {
    expect(stepDraft('1.3', 1, { step: 0.5 })).toBe('1.5');
    expect(stepDraft('0.2', 1, { step: 0.1 })).toBe('0.3');
    expect(stepDraft('0.3', -1, { step: 0.1 })).toBe('0.2');
    expect(stepDraft('10', 1, { step: 5 })).toBe('15');
  });

  it('stays within minimum and maximum (and their exclusive forms)', () => {
    expect(stepDraft('64', 1, { step: 1, minimum: 1, maximum: 64 })).toBeUndefined();
    expect(stepDraft('1', -1, { step: 1, minimum: 1, maximum: 64 })).toBeUndefined();
    expect(stepDraft('70', -1, { step: 1, maximum: 64 })).toBe('64');
    expect(stepDraft('9.5', 1, { step: 0.5, exclusiveMaximum: 10 })).toBeUndefined();
    expect(stepDraft('0', -1, { step: 1, exclusiveMinimum: 0 })).toBe('1');
    expect(stepDraft('0.6', -1, { step: 1, minimum: 0.5, maximum: 0.9 })).toBeUndefined(); // no multiple fits
  });

  it('starts an empty field at 0 or the nearest allowed value; leaves text that is not a number alone', () => {
    expect(stepDraft('', 1, { step: 1 })).toBe('0');
    expect(stepDraft('', -1, { step: 1, minimum: 1, maximum: 64 })).toBe('1');
    expect(stepDraft('', 1, { step: 0.5, minimum: 0.5, maximum: 4 })).toBe('0.5');
    expect(stepDraft('-', 1, { step: 1 })).toBeUndefined();
    expect(stepDraft('1e', 1, { step: 1 })).toBeUndefined();
  });
});
