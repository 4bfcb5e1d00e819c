import { lazyField } from '../lazyField.tsx';

// Both come from one chunk (ChoiceCards.tsx): a form with image cards usually has one kind or both.
const cards = () => import('./ChoiceCards.tsx');

/**
 * Single-choice image cards (docs/behaviour.md §4), loaded on first use. The server entry provides them eagerly
 * (components/server.ts); `preloadAllFields` loads them too.
 * @example <SingleChoiceCards {...fieldProps} />
 */
export const SingleChoiceCards = lazyField(() => cards().then((m) => m.SingleChoiceCardsView));

/** Multi-choice image cards (docs/behaviour.md §4), loaded on first use. @example <MultiChoiceCards {...fieldProps} /> */
export const MultiChoiceCards = lazyField(() => cards().then((m) => m.MultiChoiceCardsView));
