import { memo, type ComponentType } from 'react';
import type { FieldProps, HostCallbacks } from '../fields/types.ts';
import { FieldFrame } from '../fields/shared/FieldFrame.tsx';
import { sameFieldState } from '../form/sameProps.ts';
import type { Messages } from '../messages.ts';
import type { FieldStateProps } from '../useElicitationForm.ts';

interface FieldSlotProps {
  component: ComponentType<FieldProps> | undefined;
  state: FieldStateProps;
  messages: Messages;
  host: HostCallbacks;
}

/** Renders one field with the component registered for its kind (or a visible note when none is). */
function FieldSlotContent({ component: Component, state, messages, host }: FieldSlotProps) {
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

function sameSlot(before: FieldSlotProps, after: FieldSlotProps): boolean {
  return before.component === after.component
    && before.messages === after.messages
    && before.host === after.host
    && sameFieldState(before.state, after.state);
}

/**
 * One field of the form, re-rendered only when its own props change: a keystroke in one field of a big form
 * leaves every other field alone (README "Speed").
 */
export const FieldSlot = memo(FieldSlotContent, sameSlot);
