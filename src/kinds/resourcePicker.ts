/** Kind `resource-picker`: a URI string or URI array with `x-openai-input` (docs/behaviour.md §5, §6). */
import { isJsonObject, isStringArray, own, ownNumber, ownString, type JsonObject } from '../json.ts';
import type { AddedResource, FieldValue, PickerValue, ResourceOption, ResourcePickerField } from '../model.ts';
import { checkCommon, readItemBounds, typeOf } from './checks.ts';
import { safeIcon } from './options.ts';
import { checkPicker, effectivePicker } from './pickerChecks.ts';
import type { KindDefinition } from './types.ts';

/** True for a picker UI value `{selected, added}`. */
export function isPickerValue(value: unknown): value is PickerValue {
  return isJsonObject(value) && isStringArray(own(value, 'selected')) && Array.isArray(own(value, 'added')) &&
    (own(value, 'added') as unknown[]).every((item) => isJsonObject(item) && typeof own(item, 'uri') === 'string');
}

/** `_meta["openai/thumbnail"]` wins over the first safe entry of `icons` (docs/behaviour.md §5, Decision). */
function readOption(raw: JsonObject): { option: ResourceOption; hasImage: boolean } {
  const name = own(raw, 'name') as string;
  const option: ResourceOption = { uri: own(raw, 'uri') as string, name, label: ownString(raw, 'title') ?? name };
  const description = ownString(raw, 'description');
  if (description !== undefined) option.description = description;
  const mimeType = ownString(raw, 'mimeType');
  if (mimeType !== undefined) option.mimeType = mimeType;
  const size = ownNumber(raw, 'size');
  if (size !== undefined) option.size = size;
  const meta = own(raw, '_meta');
  const metaThumbnail = isJsonObject(meta) ? own(meta, 'openai/thumbnail') : undefined;
  const icons = own(raw, 'icons');
  const iconList = Array.isArray(icons) ? icons : [];
  // An unsafe `_meta` thumbnail counts as missing (docs/behaviour.md §4), so a safe icon may still show.
  const thumbnail = safeIcon(metaThumbnail) ?? iconList.map(safeIcon).find((icon) => icon !== undefined);
  if (thumbnail) option.thumbnail = thumbnail;
  const preview = isJsonObject(meta) ? own(meta, 'openai/preview') : undefined;
  if (isJsonObject(preview) && own(preview, 'target') !== undefined) option.previewTarget = own(preview, 'target');
  return { option, hasImage: (metaThumbnail !== undefined && metaThumbnail !== null) || iconList.length > 0 };
}

/** Last path segment of a URI, for naming a URI that came back in content. */
function nameOfUri(uri: string): string {
  const segments = uri.split(/[/\\]/).filter(Boolean);
  try {
    return decodeURIComponent(segments.at(-1) ?? uri);
  } catch {
    return segments.at(-1) ?? uri;
  }
}

/**
 * A resource picker: single (URI string) or multi (URI list), explicit or implicit, with the profile applied.
 * The UI value is `{selected, added}` (see PickerValue).
 */
export const resourcePickerKind: KindDefinition<ResourcePickerField> = {
  kinds: ['resource-picker'],
  recognise: (schema) => own(schema, 'x-openai-input') !== undefined,
  check: (schema, { pointer: path, profile }) => [...checkCommon(schema, path), ...checkPicker(schema, path, profile)],
  build: (schema, base, { profile }) => {
    const input = own(schema, 'x-openai-input') as JsonObject;
    const multiple = typeOf(schema) === 'array';
    const read = (own(input, 'options') as JsonObject[]).map(readOption);
    const { selection, userOptions } = effectivePicker(input, multiple, profile);
    const field: ResourcePickerField = {
      ...base, kind: 'resource-picker', multiple, selection, ...(multiple ? readItemBounds(schema) : {}),
      options: read.map(({ option }) => option), hasThumbnails: read.some(({ hasImage }) => hasImage),
    };
    if (userOptions) field.userOptions = userOptions;
    return field;
  },
  // Implicit lists start with every option in them (docs/behaviour.md §5, Decision).
  emptyValue: (field) => ({ selected: field.selection === 'implicit' ? field.options.map((option) => option.uri) : [], added: [] }),
  // Selected options in option order, then added items in added order, each URI once (docs/behaviour.md §5).
  toContent: (field, value) => {
    if (!isPickerValue(value)) return field.multiple && field.required ? [] : undefined;
    // Sets keep this linear: implicit pickers may list thousands of resources, and this runs per keystroke.
    const offered = field.options.map((option) => option.uri);
    const [offeredSet, selectedSet] = [new Set(offered), new Set(value.selected)];
    const uris = [
      ...offered.filter((uri) => selectedSet.has(uri)),
      ...value.selected.filter((uri) => !offeredSet.has(uri)),
      ...value.added.map((item) => item.uri),
    ];
    const unique = [...new Set(uris)];
    if (!field.multiple) return unique[0];
    return unique.length > 0 || field.required ? unique : undefined;
  },
  fromContent: (field, content): FieldValue => {
    const list = field.multiple ? content : [content];
    if (!isStringArray(list)) return undefined;
    const offered = field.options.map((option) => option.uri);
    const [offeredSet, listSet] = [new Set(offered), new Set(list)];
    const foreign = [...listSet].filter((uri) => !offeredSet.has(uri));
    if (foreign.length > 0 && !field.userOptions) return undefined;
    const added: AddedResource[] = foreign.map((uri) => ({ uri, name: nameOfUri(uri) }));
    return { selected: offered.filter((uri) => listSet.has(uri)), added };
  },
};
