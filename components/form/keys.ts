import { defineOwn, emptyRecord } from '../../src/json.ts';
import type { FieldValue, FormModel, FormValues } from '../../src/model.ts';

/**
 * A property called `__proto__` or `constructor` can't safely be a key of a plain object of values, so the form
 * control (`control.ts`) stores each field under its position instead (`f0`, `f1`…),
 * mapped back to the real property name before the core sees the values (docs/behaviour.md §2: any property name works).
 */
export type KeyedValues = Record<string, FieldValue>;

/** The control's key of the field at `index` in schema order. */
export function fieldKey(index: number): string {
  return `f${index}`;
}

/** Keyed form values → core `FormValues`: a plain object keyed by property name, fields defined (docs/behaviour.md §8). */
export function toFormValues(model: FormModel, keyed: KeyedValues): FormValues {
  const values: FormValues = emptyRecord();
  model.fields.forEach((field, index) => {
    defineOwn(values, field.name, keyed[fieldKey(index)]);
  });
  return values;
}

/** Core `FormValues` (keyed by property name) → keyed form values. */
export function toKeyedValues(model: FormModel, values: FormValues): KeyedValues {
  const keyed: KeyedValues = {};
  model.fields.forEach((field, index) => {
    keyed[fieldKey(index)] = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
  });
  return keyed;
}
