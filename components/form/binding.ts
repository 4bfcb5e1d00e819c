/**
 * The shapes `useElicitationForm` hands to each field. They live apart from the hook so the form's helpers
 * (sameProps, useFieldProps) can name them without importing the hook module that imports those helpers.
 */
import type { FieldNode } from '../../src/model.ts';
import type { FieldProps } from '../fields/types.ts';
import type { FieldValueSource } from './handlers.ts';

/** The state part of a field's props; the renderer adds `messages` and `host`. */
export type FieldStateProps = Omit<FieldProps, 'messages' | 'host'>;

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
