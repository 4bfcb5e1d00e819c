/**
 * The shapes `useElicitationForm` hands to each field. They live apart from the hook so the form's helpers
 * (sameProps, useFieldProps) can name them without importing the hook module that imports those helpers, and below
 * the field components, whose props (`FieldProps`, components/fields/types.ts) add the renderer's part to them.
 */
import type { FieldNode, FieldValue } from '../../src/model.ts';
import type { FieldValueSource } from './handlers.ts';
import type { FieldIds } from './ids.ts';

/**
 * The state part of a field's props, what the form knows of the field; the renderer adds `messages` and `host`.
 * @example const props: FieldStateProps = useFieldProps(binding); // props.value, props.error, props.ids.control…
 */
export interface FieldStateProps<F extends FieldNode = FieldNode> {
  field: F;
  ids: FieldIds;
  value: FieldValue;
  onValueChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** Set after the first Submit when the field has an issue. */
  invalid: boolean;
  error?: string;
  /** Per-item errors for string lists and pickers, keyed by item index. */
  itemErrors?: Readonly<Record<number, string>>;
  /** Space-separated ids for `aria-describedby` (description, then error when invalid). */
  describedBy?: string;
  disabled: boolean;
  /** Called when a field wants the form to submit (Enter in a single-line text field). */
  requestSubmit: () => void;
}

/**
 * One field of the form. `props` holds everything but the value, which a field reads with `useFieldValue(binding)`
 * or `useFieldProps(binding)`, so typing re-renders only the field typed into (README "Bring your own markup").
 * A binding keeps its identity while its props stay the same, so a field wrapped in `memo` skips the form's other
 * updates.
 * @example
 * function MyField({ binding }: { binding: FieldBinding }) {
 *   const props = useFieldProps(binding);
 *   return <input id={props.ids.control} value={String(props.value ?? '')} onChange={(e) => props.onChange(e.target.value)} />;
 * }
 */
export interface FieldBinding {
  field: FieldNode;
  props: Omit<FieldStateProps, 'value'>;
  /** Where the field's value lives; stable for the life of the form. */
  source: FieldValueSource;
}
