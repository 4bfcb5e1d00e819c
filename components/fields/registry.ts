import type { FieldRegistry } from './types.ts';
import { BooleanField } from './Boolean/index.ts';
import { NumberField } from './Number/index.ts';
import { TextField } from './Text/index.ts';

/**
 * The default component of every field kind (ARCHITECTURE rule 4). A host's `registry` prop is merged over it.
 * Each widget folder adds ONE line here (keep one kind per line, in SPEC §2 order).
 */
export const defaultRegistry: FieldRegistry = {
  text: TextField,
  number: NumberField,
  boolean: BooleanField,
};
