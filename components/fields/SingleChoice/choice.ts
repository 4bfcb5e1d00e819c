/** Small helpers shared by the choice fields (React-free). */
import type { ChoiceOption, FieldNode } from '../../../src/model.ts';

/**
 * Up to this many options render as radios; more become a listbox (ChoiceSelect.tsx). Seven is where a radio list
 * starts to outgrow a compact form (ChatGPT's forms are short) and where scanning beats typing less often than a
 * listbox's type-ahead; it also matches common design-system guidance (radios for "a handful" of options).
 */
export const RADIO_LIMIT = 7;

/**
 * Whether a field renders as the long-list listbox: a single choice with more than RADIO_LIMIT options and no
 * thumbnails (those are cards at any length, docs/behaviour.md §4).
 * @example usesListbox(normalizeSchema(schema)!.fields[0]!)
 */
export function usesListbox(field: FieldNode): boolean {
  return field.kind.startsWith('single-choice') && 'options' in field && !field.hasThumbnails && field.options.length > RADIO_LIMIT;
}

/**
 * Index of the option whose value is `value`, or -1. Values compare strictly, so `1` never matches `"1"`
 * (a numeric enum keeps numbers, docs/behaviour.md §2).
 * @example optionIndex([{ value: 1, label: 'One' }], 1) // 0
 */
export function optionIndex(options: readonly ChoiceOption[], value: unknown): number {
  return options.findIndex((option) => option.value === value);
}

/**
 * The checked values of a multi choice, kept in option order and without duplicates whatever order the user
 * clicked in, so the content is deterministic (docs/behaviour.md §3: distinct values).
 * @example toggledValues(options, ['b'], 0, true) // ['a', 'b']
 */
export function toggledValues(
  options: readonly ChoiceOption[],
  current: readonly unknown[],
  index: number,
  checked: boolean,
): string[] {
  const chosen = new Set(current);
  const values: string[] = [];
  options.forEach((option, i) => {
    const on = i === index ? checked : chosen.has(option.value);
    if (on) values.push(String(option.value));
  });
  return values;
}
