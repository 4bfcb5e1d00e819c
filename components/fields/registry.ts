import type { FieldRegistry } from './types.ts';
import { BooleanField } from './Boolean/index.ts';
import { NumberField } from './Number/index.ts';
import { TextField } from './Text/index.ts';
import { SingleChoiceField } from './SingleChoice/index.ts';
import { MultiChoiceField } from './MultiChoice/index.ts';
import { ResourcePicker } from './ResourcePicker/index.ts';
import { TextSuggestions } from './TextSuggestions/TextSuggestions.tsx';
import { StringList } from './StringList/StringList.tsx';

/**
 * The default component of every field kind (ARCHITECTURE rule 4). A host's `registry` prop is merged over it.
 * Each widget folder adds ONE line here (keep one kind per line, in SPEC §2 order).
 */
export const defaultRegistry: FieldRegistry = {
  text: TextField,
  number: NumberField,
  boolean: BooleanField,
  'single-choice': SingleChoiceField,
  'single-choice-legacy': SingleChoiceField,
  'single-choice-titled': SingleChoiceField,
  'multi-choice': MultiChoiceField,
  'multi-choice-titled': MultiChoiceField,
  'text-suggestions': TextSuggestions,
  'string-list': StringList,
  'resource-picker': ResourcePicker,
};
