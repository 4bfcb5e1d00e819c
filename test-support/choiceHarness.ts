/**
 * Test harness for the choice fields: builds the field node from a real property schema with the core's
 * `normalizeSchema`, renders a field component with the props the form shell would give it, keeps the value in
 * state, and turns the latest value into wire content with the core's `toContent`. Test-only.
 */
import { createElement, useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { defaultValues, normalizeSchema, toContent } from '../src/index.ts';
import type { Content, FieldValue, FormModel } from '../src/model.ts';
import { fieldIds } from '../components/form/ids.ts';
import { defaultMessages } from '../components/messages.ts';
import type { FieldProps } from '../components/fields/types.ts';

export interface HarnessOptions {
  required?: boolean;
  invalid?: boolean;
  error?: string;
  disabled?: boolean;
  /** Property name (default `choice`); anything, including `__proto__`. */
  name?: string;
}

/** Renders `component` for `{type: object, properties: {[name]: property}}` and records every value change. */
export function renderChoiceField(
  component: ComponentType<FieldProps>,
  property: Record<string, unknown>,
  options: HarnessOptions = {},
) {
  const name = options.name ?? 'choice';
  const properties = Object.create(null) as Record<string, unknown>;
  properties[name] = property;
  const schema = { type: 'object', properties, required: options.required ? [name] : [] };
  const model = normalizeSchema(schema) as FormModel;
  if (!model) throw new Error('the test schema is unsupported');
  const field = model.fields[0]!;
  const ids = fieldIds('form', name);
  const changes: FieldValue[] = [];
  let latest = defaultValues(model)[name];

  function Host() {
    const [value, setValue] = useState<FieldValue>(latest);
    const invalid = options.invalid ?? false;
    const describedBy = [field.description ? ids.description : '', invalid && options.error ? ids.error : '']
      .filter(Boolean).join(' ') || undefined;
    return createElement(component, {
      field, ids, value, invalid, describedBy,
      error: options.error,
      disabled: options.disabled ?? false,
      messages: defaultMessages,
      host: {},
      onValueChange: (next: FieldValue) => {
        changes.push(next);
        latest = next;
        setValue(next);
      },
      onBlur: () => undefined,
      requestSubmit: () => undefined,
    });
  }

  const utils = render(createElement(Host));
  /** The content the server would get for the current value. */
  const content = (): Content => {
    const values = Object.create(null) as Record<string, FieldValue>;
    values[name] = latest;
    return toContent(model, values);
  };
  return { ...utils, field, ids, changes, content };
}
