import type { FieldIds } from '../types.ts';

/** Deterministic ids for a field rendered outside a form (tests only). */
export function testIds(name: string): FieldIds {
  return {
    control: `t-${name}-control`,
    label: `t-${name}-label`,
    description: `t-${name}-description`,
    error: `t-${name}-error`,
    option: (index) => `t-${name}-option-${index}`,
  };
}
