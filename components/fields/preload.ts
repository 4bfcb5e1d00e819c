import type { FormModel } from '../../src/model.ts';
import type { LazyFieldComponent } from './lazyField.tsx';
import type { FieldRegistry } from './types.ts';
import { usesListbox } from './SingleChoice/choice.ts';
import { SingleChoiceField } from './SingleChoice/SingleChoice.tsx';
import { ChoiceListbox } from './SingleChoice/lazyListbox.ts';

/**
 * Starts loading every on-demand component `model` needs from `registry` (components a host replaced are left
 * alone). Called by `<ElicitationForm>` as soon as the schema is normalised, before any field renders.
 * @example preloadFields(normalizeSchema(schema)!, defaultRegistry);
 */
export function preloadFields(model: FormModel, registry: FieldRegistry): void {
  // Once per kind, not per field: a 300-field form has at most eleven kinds.
  for (const kind of new Set(model.fields.map((field) => field.kind))) {
    const component = registry[kind] as Partial<LazyFieldComponent> | undefined;
    void component?.preload?.().catch(() => {});
  }
  // The default single choice loads its long-list listbox on demand: start it now if a field will need it.
  if (model.fields.some((field) => registry[field.kind] === SingleChoiceField && usesListbox(field))) {
    void ChoiceListbox.preload().catch(() => {});
  }
}
