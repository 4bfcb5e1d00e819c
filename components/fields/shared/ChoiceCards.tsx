/**
 * Image cards for single and multi choice (docs/behaviour.md §4): the choice fields' own rendering with the thumbnail grid as
 * their `Grid`. Loaded on demand (lazyCards.ts), like the OpenAI widgets, so the grid, its keyboard model and the
 * cards stay off the first load of every form of plain choices (docs/behaviour.md §14.1).
 */
import { CheckboxChoice } from '../MultiChoice/CheckboxChoice.tsx';
import { RadioChoice } from '../SingleChoice/RadioChoice.tsx';
import type { FieldProps } from '../types.ts';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';

/** @example <SingleChoiceCardsView {...fieldProps} /> // field.hasThumbnails */
export function SingleChoiceCardsView(props: FieldProps) {
  return <RadioChoice {...props} Grid={ThumbnailGrid} />;
}

/** @example <MultiChoiceCardsView {...fieldProps} /> // field.hasThumbnails */
export function MultiChoiceCardsView(props: FieldProps) {
  return <CheckboxChoice {...props} Grid={ThumbnailGrid} />;
}
