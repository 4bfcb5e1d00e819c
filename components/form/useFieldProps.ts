import { useSyncExternalStore } from 'react';
import type { FieldValue } from '../../src/model.ts';
import type { FieldBinding, FieldStateProps } from './binding.ts';

/**
 * The current value of one field of `useElicitationForm`, re-rendering only the component that calls it when that
 * field's value changes (like react-hook-form's `useWatch` with a `name`).
 * @example const value = useFieldValue(binding);
 */
export function useFieldValue(binding: FieldBinding): FieldValue {
  const { source } = binding;
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}

/**
 * Every prop a field component needs: the binding's props plus its live value (see `useFieldValue`).
 * @example
 * function MyField({ binding }: { binding: FieldBinding }) {
 *   const props = useFieldProps(binding);
 *   return <input id={props.ids.control} value={String(props.value ?? '')} onChange={(e) => props.onValueChange(e.target.value)} />;
 * }
 */
export function useFieldProps(binding: FieldBinding): FieldStateProps {
  const value = useFieldValue(binding);
  return { ...binding.props, value };
}
