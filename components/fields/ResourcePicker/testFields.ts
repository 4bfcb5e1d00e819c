/** Hand-built picker field nodes for component tests (what the core's normalizeSchema makes). */
import type { ResourceOption, ResourcePickerField } from '../../../src/model.ts';

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

