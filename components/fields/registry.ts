import type { FieldRegistry } from './types.ts';
import { BooleanField } from './Boolean/index.ts';
import { NumberField } from './Number/index.ts';
import { TextField } from './Text/index.ts';
import { SingleChoiceField } from './SingleChoice/index.ts';
import { MultiChoiceField } from './MultiChoice/index.ts';
import { lazyField } from './lazyField.tsx';

// The OpenAI widgets load on demand (docs/behaviour.md §14.1): a form of core kinds never downloads the combobox, the chips or the
// pickers. `preloadFields` starts them early. The package
// exports these lazy wrappers too, so nothing in its main entry imports the widgets' code statically.

/** The resource picker (docs/behaviour.md §5), loaded on first use. @example <ResourcePicker {...fieldProps} /> */
export const ResourcePicker = lazyField(() => import('./ResourcePicker/ResourcePicker.tsx').then((m) => m.ResourcePicker));
/** The suggestion combobox (docs/behaviour.md §2, §4), loaded on first use. @example <TextSuggestions {...fieldProps} /> */
export const TextSuggestions = lazyField(() => import('./TextSuggestions/TextSuggestions.tsx').then((m) => m.TextSuggestions));
/** The string list with chips (docs/behaviour.md §2), loaded on first use. @example <StringList {...fieldProps} /> */
export const StringList = lazyField(() => import('./StringList/StringList.tsx').then((m) => m.StringList));

/**
 * The default component of every field kind (docs/architecture.md rule 4). A host's `registry` prop is merged over it.
 * Each widget folder adds ONE line here (keep one kind per line, in docs/behaviour.md §2 order).
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
