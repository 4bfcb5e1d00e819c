/** A stateful host for the picker in component tests, as the form would hold its value. */
import { useState } from 'react';
import type { PickerValue, ResourcePickerField } from '../../../src/model.ts';
import { pickerUris } from '../../../src/resources.ts';
import { fieldIds } from '../../form/ids.ts';
import { defaultMessages } from '../../messages.ts';
import type { HostCallbacks } from '../types.ts';
import { ResourcePicker } from './ResourcePicker.tsx';

interface HarnessProps {
  field: ResourcePickerField;
  initial?: PickerValue;
  host?: HostCallbacks;
  disabled?: boolean;
  invalid?: boolean;
  error?: string;
  /** Receives every new value and the URIs it stands for. */
  onChange?: (value: PickerValue, uris: string[]) => void;
}

/** Renders the picker with its own value state, as the form would. */
export function PickerHarness({ field, initial, host = {}, disabled = false, invalid = false, error, onChange }: HarnessProps) {
  const [value, setValue] = useState<PickerValue>(initial ?? { selected: [], added: [] });
  const ids = fieldIds('form', field.name);
  return (
    <ResourcePicker
      field={field}
      ids={ids}
      value={value}
      onValueChange={(next) => {
        const picked = next as PickerValue;
        setValue(picked);
        onChange?.(picked, pickerUris(field.options, picked));
      }}
      onBlur={() => undefined}
      invalid={invalid}
      error={error}
      describedBy={invalid ? ids.error : undefined}
      disabled={disabled}
      messages={defaultMessages}
      host={host}
      requestSubmit={() => undefined}
    />
  );
}
