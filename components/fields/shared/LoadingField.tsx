import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from '../types.ts';

/** Shown for the moment a widget's code is still on its way: the field's label, marked busy. */
export function LoadingField(props: FieldProps) {
  return (
    <FieldFrame state={props} labelAs="none">
      <p className="elicit-field__label" id={props.ids.label} aria-busy="true">{props.field.label}</p>
    </FieldFrame>
  );
}
