/**
 * Test harness for the picker's component tests and benchmark: hand-built field nodes (what the core's
 * normalizeSchema makes) and a stateful host that holds the value as the form would. Lives in
 * test-support/, outside the folders the library build ships.
 */
import { useState } from 'react';
import type { PickerValue, ResourceOption, ResourcePickerField } from '../src/model.ts';
import { pickerUris } from '../src/resources.ts';
import { fieldIds } from '../components/form/ids.ts';
import { defaultMessages } from '../components/messages.ts';
import type { HostCallbacks } from '../components/fields/types.ts';
import { ResourcePicker } from '../components/fields/ResourcePicker/ResourcePicker.tsx';

/** Options `a.png`, `b.png`, … with URIs `file:///a.png`, …. */
export function options(...names: string[]): ResourceOption[] {
  return names.map((name) => ({ uri: `file:///${name}`, name, label: name }));
}

/** A picker field node as the core's normalizeSchema makes it. */
export function pickerField(overrides: Partial<ResourcePickerField> = {}): ResourcePickerField {
  return {
    kind: 'resource-picker',
    name: 'files',
    pointer: '/properties/files',
    label: 'Files',
    required: false,
    schema: {},
    multiple: true,
    selection: 'explicit',
    options: options('a.png', 'b.png', 'c.png'),
    hasThumbnails: false,
    ...overrides,
  };
}


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
