/**
 * Single choice (docs/behaviour.md §2: untitled `enum`, legacy `enum`+`enumNames`, titled `oneOf`, numeric `enum`). The value
 * handed to `onValueChange` is the option's `value` (the enum entry or `const`; numbers stay numbers), never the
 * label. Three presentations: image cards when any option has a thumbnail (docs/behaviour.md §4), radios for short lists, a
 * raised listbox for long ones (see RADIO_LIMIT). The cards and the listbox load on demand (shared/lazyCards.ts,
 * lazyListbox.ts), so a form of plain choices doesn't carry them (docs/behaviour.md §14.1). Choosing never submits (docs/behaviour.md §7).
 */
import type { FieldNode, SingleChoiceField as SingleChoiceNode } from '../../../src/model.ts';
import { SingleChoiceCards } from '../shared/lazyCards.ts';
import type { FieldProps } from '../types.ts';
import { ChoiceListbox } from './lazyListbox.ts';
import { usesListbox } from './choice.ts';
import { RadioChoice } from './RadioChoice.tsx';

/**
 * The default component for the three single-choice kinds.
 * @example <SingleChoiceField {...fieldProps} /> // field.kind === 'single-choice-titled'
 */
export function SingleChoiceField(props: FieldProps) {
  const field = props.field as SingleChoiceNode;
  if (usesListbox(field)) return <ChoiceListbox {...props} />;
  if (field.hasThumbnails) return <SingleChoiceCards {...props} />;
  return <RadioChoice {...props} />;
}

/** Starts loading the on-demand presentation `field` will use, if any (called by `preloadFields`). */
SingleChoiceField.preloadFor = (field: FieldNode): Promise<unknown> | undefined => {
  if (!field.kind.startsWith('single-choice')) return undefined;
  if (usesListbox(field)) return ChoiceListbox.preload();
  return (field as SingleChoiceNode).hasThumbnails ? SingleChoiceCards.preload() : undefined;
};
