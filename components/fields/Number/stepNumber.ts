/**
 * ArrowUp / ArrowDown on a number field (the WAI-ARIA APG spinbutton, docs/keyboard-and-screen-readers.md): one step up or down from the
 * value, where a step is the schema's `multipleOf` (else 1) and values land on its multiples, within `minimum` /
 * `maximum` (and their exclusive forms). Pure, so it is tested without a browser.
 */
import { parseNumberDraft } from '../../../src/kinds/scalar.ts';

/** The limits of one number field, read from its schema. */
export interface StepRules {
  step: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Digits after the point of `value` (`0.25` → 2, `1e-7` → 7), so sums of steps print without float noise. */
function decimals(value: number): number {
  const [mantissa = '', exponent] = value.toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * The draft after one step `direction` (+1 up, -1 down), or undefined when the key should change nothing: the draft
 * is text that isn't a number yet (it is the person's, docs/behaviour.md §3), or no multiple of the step fits the limits.
 * An empty field starts at 0, or at the nearest allowed value.
 * @example stepDraft('1.3', 1, { step: 0.5 }) // '1.5'
 * @example stepDraft('', -1, { step: 1, minimum: 1 }) // '1'
 */
export function stepDraft(draft: string, direction: 1 | -1, rules: StepRules): string | undefined {
  const parsed = parseNumberDraft(draft);
  if (typeof parsed === 'string') return undefined;
  const { step } = rules;
  if (!(step > 0) || !Number.isFinite(step)) return undefined;
  const places = decimals(step);
  const multiple = (k: number) => Number((k * step).toFixed(places));
  // Multiples are counted from 0, as `multipleOf` is; a tiny tolerance absorbs float division (0.3 / 0.1).
  const position = (parsed ?? 0) / step;
  const nearest = Math.round(position);
  const onGrid = Math.abs(position - nearest) < 1e-9;
  let k = parsed === undefined ? 0 : direction > 0 ? (onGrid ? nearest + 1 : Math.ceil(position)) : onGrid ? nearest - 1 : Math.floor(position);
  const lowest = lowestMultiple(rules);
  const highest = highestMultiple(rules);
  if (lowest !== undefined && k < lowest) k = lowest;
  if (highest !== undefined && k > highest) k = highest;
  if (lowest !== undefined && highest !== undefined && lowest > highest) return undefined;
  const next = String(multiple(k));
  return next === draft.trim() ? undefined : next;
}

/** The smallest k with k·step allowed by the lower limits, if any. */
function lowestMultiple({ step, minimum, exclusiveMinimum }: StepRules): number | undefined {
  const candidates: number[] = [];
  if (minimum !== undefined) candidates.push(Math.ceil(minimum / step - 1e-9));
  if (exclusiveMinimum !== undefined) candidates.push(Math.floor(exclusiveMinimum / step + 1e-9) + 1);
  return candidates.length > 0 ? Math.max(...candidates) : undefined;
}

/** The largest k with k·step allowed by the upper limits, if any. */
function highestMultiple({ step, maximum, exclusiveMaximum }: StepRules): number | undefined {
  const candidates: number[] = [];
  if (maximum !== undefined) candidates.push(Math.floor(maximum / step + 1e-9));
  if (exclusiveMaximum !== undefined) candidates.push(Math.ceil(exclusiveMaximum / step - 1e-9) - 1);
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}
