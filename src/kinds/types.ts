/**
 * One kind, one definition (docs/architecture.md rule 2): how to recognise a property schema, what makes it
 * unsupported, how to build its FieldNode, its empty UI value, and UI value ⇄ content conversion.
 */
import type { JsonObject } from '../json.ts';
import type { ContentValue, FieldNode, FieldValue, HostProfile, SupportIssue } from '../model.ts';

/** Where a property sits and which platform we render for. */
export interface KindContext {
  name: string;
  /** JSON pointer of the property schema, e.g. `/properties/email`. */
  pointer: string;
  required: boolean;
  profile: HostProfile;
}

/** The FieldNode members every kind shares; `build` adds the rest. */
export type FieldBaseData = Pick<FieldNode, 'name' | 'pointer' | 'label' | 'description' | 'required' | 'schema'>;

/**
 * A kind definition. Methods (not arrow properties) so that a `KindDefinition<TextField>` can sit in the
 * ranked list of `KindDefinition<FieldNode>`: `kindOf` pairs every field with the definition that built it.
 */
export interface KindDefinition<F extends FieldNode = FieldNode> {
  /** The FieldKinds this definition builds. */
  readonly kinds: readonly F['kind'][];
  /** Cheap shape test; the first definition in rank order that says yes owns the property. */
  recognise(schema: JsonObject): boolean;
  /** Every reason this property can't be rendered (docs/behaviour.md §2, §5, §6). Empty means supported. */
  check(schema: JsonObject, context: KindContext): SupportIssue[];
  /** Builds the node of a property that passed `check`. */
  build(schema: JsonObject, base: FieldBaseData, context: KindContext): F;
  /** The UI value of an untouched field with no default. */
  emptyValue(field: F): FieldValue;
  /** UI value → wire value, or `undefined` to leave the key out (docs/behaviour.md §3.6 omit rules). */
  toContent(field: F, value: FieldValue): ContentValue | undefined;
  /** Wire value (a `default`, or content to edit) → UI value, or `undefined` when it doesn't fit the kind. */
  fromContent(field: F, content: unknown): FieldValue;
}
