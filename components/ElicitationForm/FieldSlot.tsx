import type { ComponentType } from 'react';
import type { FieldProps, HostCallbacks } from '../fields/types.ts';
import { FieldFrame } from '../fields/shared/FieldFrame.tsx';
import type { Messages } from '../messages.ts';
import type { FieldStateProps } from '../useElicitationForm.ts';

interface FieldSlotProps {
  component: ComponentType<FieldProps> | undefined;
  state: FieldStateProps;
  messages: Messages;
  host: HostCallbacks;
}

/** Renders one field with the component registered for its kind (or a visible note when none is). */
export function FieldSlot({ component: Component, state, messages, host }: FieldSlotProps) {
  if (!Component) {
    return (
      <FieldFrame state={{ ...state, messages }} labelAs="none">
        <p className="elicit-field__label" id={state.ids.label}>{state.field.label}</p>
        <p className="elicit-field__error">{messages.missingField(state.field.kind)}</p>
      </FieldFrame>
    );
  }
  return <Component {...state} messages={messages} host={host} />;
}
