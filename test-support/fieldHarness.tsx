/** Test harness: renders one field outside a form, its value held in state like the form shell does. */
import { useState } from 'react';
import type { FieldNode, FieldValue } from '../src/model.ts';
import { defaultMessages } from '../components/messages.ts';
import type { FieldIds, FieldProps } from '../components/fields/types.ts';

/** Deterministic ids for a field rendered outside a form (tests only). */
export function testIds(name: string): FieldIds {
  return {
    control: `t-${name}-control`,
    label: `t-${name}-label`,
    description: `t-${name}-description`,
    error: `t-${name}-error`,
    option: (index) => `t-${name}-option-${index}`,
  };
}

export interface HarnessProps {
  component: (props: FieldProps) => React.ReactNode;
  field: FieldNode;
  initial: FieldValue;
  onValue?: (value: FieldValue) => void;
  requestSubmit?: () => void;
  /** What the form shell would do with a key that reaches it (it ignores defaultPrevented ones). */
  onShellKeyDown?: (key: string, defaultPrevented: boolean) => void;
  invalid?: boolean;
  error?: string;
  itemErrors?: Record<number, string>;
  disabled?: boolean;
}

/** Renders one field with its value held in state, the way the form shell holds it (tests only). */
export function FieldHarness(props: HarnessProps) {
  const { component: Field, field, initial, invalid = false, error, itemErrors, disabled = false } = props;
  const [value, setValue] = useState<FieldValue>(initial);
  const ids = testIds(field.name);
  const describedBy = [field.description && ids.description, invalid && error && ids.error].filter(Boolean).join(' ');
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- stands in for the form shell's key listener
    <div onKeyDown={(event) => props.onShellKeyDown?.(event.key, event.defaultPrevented)}>
      <Field
        field={field}
        ids={ids}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValue?.(next);
        }}
        onBlur={() => {}}
        invalid={invalid}
        error={error}
        itemErrors={itemErrors}
        describedBy={describedBy || undefined}
        disabled={disabled}
        messages={defaultMessages}
        host={{}}
        requestSubmit={props.requestSubmit ?? (() => {})}
      />
    </div>
  );
}
