import type { FieldNode, FormModel } from '../../src/model.ts';
import type { LazyFieldComponent } from './lazyField.tsx';
import type { FieldRegistry } from './types.ts';

/** A field component may load parts on demand for some fields only (the choice fields' listbox and image cards). */
interface PreloadsFor {
  preloadFor?: (field: FieldNode) => Promise<unknown> | undefined;
}

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
  // Parts that only some fields of a kind need (a long list's listbox, image cards): start them now if needed.
  for (const field of model.fields) {
    void (registry[field.kind] as PreloadsFor | undefined)?.preloadFor?.(field)?.catch(() => {});
  }
}
