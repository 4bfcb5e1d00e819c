import type { FieldValue } from '../../src/model.ts';
import type { FieldStateProps } from '../useElicitationForm.ts';

/**
 * Structural equality of two UI values. react-hook-form hands out a fresh deep copy of every value whenever any
 * field changes, so a list or picker value that did not change still arrives as a new array/object; comparing by
 * content lets an unchanged field skip its re-render (README "Speed").
 */
export function sameFieldValue(a: FieldValue, b: FieldValue): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) => Object.hasOwn(b, key) && sameFieldValue(at(a, key), at(b, key)),
  );
}

/** A nested part of a UI value (an array item, a picker's list, an added resource's property). */
function at(value: object, key: string): FieldValue {
  return (value as Record<string, FieldValue>)[key];
}

function sameItemErrors(a: FieldStateProps['itemErrors'], b: FieldStateProps['itemErrors']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[Number(key)] === b[Number(key)]);
}

/**
 * True when a field would render the same: its value and item errors by content, everything else by identity
 * (ids and handlers are created once per form, so they keep their identity between renders).
 */
export function sameFieldState(a: FieldStateProps, b: FieldStateProps): boolean {
  const keys = Object.keys(a) as (keyof FieldStateProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    if (key === 'value') return sameFieldValue(a.value, b.value);
    if (key === 'itemErrors') return sameItemErrors(a.itemErrors, b.itemErrors);
    return Object.is(a[key], b[key]);
  });
}
