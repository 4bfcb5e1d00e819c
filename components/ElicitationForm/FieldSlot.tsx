import { memo, type ComponentType } from 'react';
import type { FieldProps, HostCallbacks } from '../fields/types.ts';
import { FieldFrame } from '../fields/shared/FieldFrame.tsx';
import { useFieldValue } from '../form/useFieldProps.ts';
import type { FormMessages } from '../messages.ts';
import type { FieldBinding } from '../useElicitationForm.ts';
import { isolate } from '../fields/shared/isolate.ts';
import { Sentence } from '../fields/shared/Sentence.tsx';

interface FieldSlotProps {
  component: ComponentType<FieldProps> | undefined;
  binding: FieldBinding;
  messages: FormMessages;
  host: HostCallbacks;
}

/** Renders one field with the component registered for its kind (or a visible note when none is). */
function FieldSlotContent({ component: Component, binding, messages, host }: FieldSlotProps) {
  const value = useFieldValue(binding);
  const { props } = binding;
  if (!Component) {
    return (
      <FieldFrame state={{ ...props, messages }} labelAs="none">
        <p className="elicit-field__label" id={props.ids.label}><bdi>{props.field.label}</bdi></p>
        <p className="elicit-field__error"><Sentence text={messages.missingField(isolate(props.field.kind))} /></p>
      </FieldFrame>
    );
  }
  return <Component {...props} value={value} messages={messages} host={host} />;
}

/**
 * One field of the form. It subscribes to its own value, and its binding keeps its identity while its props stay
 * the same (useElicitationForm), so a keystroke in one field of a big form, or a host re-rendering around the form,
 * leaves every other field alone (README "Speed").
 */
export const FieldSlot = memo(FieldSlotContent);
