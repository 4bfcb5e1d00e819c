/**
 * The ranked kind list (docs/architecture.md rule 2, like JSON Forms' ranked testers): the first definition whose
 * `recognise` says yes owns the property. Order matters: pickers before anything with `format: "uri"`,
 * choices before plain strings and string lists.
 */
import type { JsonObject } from '../json.ts';
import type { FieldKind, FieldNode } from '../model.ts';
import { multiChoiceKind, multiChoiceTitledKind } from './multiChoice.ts';
import { resourcePickerKind } from './resourcePicker.ts';
import { booleanKind, numberKind } from './scalar.ts';
import { singleChoiceKind, singleChoiceLegacyKind, singleChoiceTitledKind } from './singleChoice.ts';
import { stringListKind } from './stringList.ts';
import { textKind, textSuggestionsKind } from './text.ts';
import type { KindDefinition } from './types.ts';

export type { FieldBaseData, KindContext, KindDefinition } from './types.ts';

/** Every kind definition, in recognition order. */
export const rankedKinds: readonly KindDefinition[] = [
  resourcePickerKind,
  multiChoiceTitledKind,
  multiChoiceKind,
  stringListKind,
  singleChoiceTitledKind,
  singleChoiceLegacyKind,
  singleChoiceKind,
  textSuggestionsKind,
  textKind,
  numberKind,
  booleanKind,
];

/** The definition that owns a property schema, or `undefined` when no kind fits (unsupported). */
export function recogniseKind(schema: JsonObject): KindDefinition | undefined {
  return rankedKinds.find((definition) => definition.recognise(schema));
}

const byKind = new Map<FieldKind, KindDefinition>(
  rankedKinds.flatMap((definition) => definition.kinds.map((kind) => [kind, definition] as const)),
);

/** The definition of a built field (for value conversion). */
export function kindOf(field: FieldNode): KindDefinition {
  const definition = byKind.get(field.kind);
  if (!definition) throw new TypeError(`Unknown field kind: ${String(field.kind)}`);
  return definition;
}
