/**
 * Resource-picker helpers (docs/behaviour.md §5) that need no React: HTML accept matching, default `file:///` URIs for
 * user files, the URI check every produced URI must pass, and the counting/ordering rules of a picker value.
 */
import { isUri } from './formats.ts';
import type { AddedResource, PickerValue, ResourceOption } from './model.ts';

/** The parts of a `File` the helpers read (a real `File` fits). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** A user item before it becomes a resource: the file and its path relative to what the user picked. */
export interface UserItemLike {
  file: FileLike;
  relativePath: string;
  /** A folder picked with a directory chooser (`userOptions.kind: "directory"`). */
  kind?: 'file' | 'directory';
}

/**
 * Whether a file matches HTML accept tokens (docs/behaviour.md §5): `.stl` (extension), `image/png` (exact type) or
 * `image/*` (type family), all case-insensitive. An empty list accepts everything.
 * @example matchesAccept({ name: 'Part.STL', type: '' }, ['.stl']) // true
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: readonly string[]): boolean {
  const tokens = accept.map((token) => token.trim().toLowerCase()).filter((token) => token !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  // MIME parameters (`text/plain;charset=utf-8`) never take part in accept matching.
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token) && name.length > token.length;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type !== '' && type === token;
  });
}

/** The `accept` attribute of a native file input for the given tokens (`undefined` when anything goes). */
export function acceptAttribute(accept: readonly string[]): string | undefined {
  const tokens = accept.map((token) => token.trim()).filter((token) => token !== '');
  return tokens.length === 0 ? undefined : tokens.join(',');
}

/**
 * The default URI of a user file: `file:///` + the percent-encoded relative path, segment by segment, so
 * spaces, `#`, `?` and non-ASCII letters never reach the wire raw (docs/behaviour.md §3.10 `uri`, §5.7 *Decision*).
 * @example fileUri('My docs/résumé #1.pdf') // 'file:///My%20docs/r%C3%A9sum%C3%A9%20%231.pdf'
 */
export function fileUri(relativePath: string): string {
  const segments = relativePath.replaceAll('\\', '/').split('/').filter((segment) => segment !== '');
  return `file:///${segments.map((segment) => encodeURIComponent(wellFormed(segment))).join('/')}`;
}

// encodeURIComponent throws on a lone surrogate; a broken file name must not break the picker.
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The default `resolveUserResource`: a `file:///` URI from the relative path, the file's name, type and size.
 * Folders keep only their name (their size and type say nothing about the folder).
 * @example await defaultUserResource({ file, relativePath: 'models/part.stl' }) // { uri: 'file:///models/part.stl', … }
 */
export function defaultUserResource(item: UserItemLike): Promise<AddedResource> {
  const name = item.relativePath.split('/').filter(Boolean).pop() ?? item.file.name;
  const resource: AddedResource = { uri: fileUri(item.relativePath), name };
  if (item.kind !== 'directory') {
    if (item.file.type !== '') resource.mimeType = item.file.type;
    resource.size = item.file.size;
  }
  return Promise.resolve(resource);
}

/**
 * Whether a string passes the `uri` format as the kit sends it (docs/behaviour.md §3): absolute, with a scheme,
 * percent-encoded (no raw spaces, no non-ASCII). The same check the validator runs (`isUri`), used here to
 * refuse a host callback's bad result before it reaches the form.
 */
export function isAbsoluteUri(value: string): boolean {
  return isUri(value);
}

/** The relative path of a chosen file: `webkitRelativePath` when a folder was chosen, else its name. */
export function relativePathOf(file: FileLike & { webkitRelativePath?: string }): string {
  return file.webkitRelativePath !== undefined && file.webkitRelativePath !== '' ? file.webkitRelativePath : file.name;
}

/** An empty picker value; pickers treat a missing value as this. */
export function emptyPickerValue(): PickerValue {
  return { selected: [], added: [] };
}

/** How many items a multi picker counts against `minItems`/`maxItems`: selected options plus added items (docs/behaviour.md §5). */
export function pickerCount(value: PickerValue): number {
  return value.selected.length + value.added.length;
}

/**
 * The URIs a picker value stands for, as sent (docs/behaviour.md §5): selected options in option order, then added items
 * in the order they were added, without duplicates.
 */
export function pickerUris(options: readonly ResourceOption[], value: PickerValue): string[] {
  const chosen = new Set(value.selected);
  const uris = options.filter((option) => chosen.has(option.uri)).map((option) => option.uri);
  const seen = new Set(uris);
  for (const item of value.added) {
    if (!seen.has(item.uri)) {
      seen.add(item.uri);
      uris.push(item.uri);
    }
  }
  return uris;
}

/** Outcome of adding one resolved resource to a picker value. */
export type AddOutcome =
  | { status: 'added'; value: PickerValue }
  /** The URI was an offered option: it is now selected instead of being added twice. */
  | { status: 'selected-option'; value: PickerValue }
  | { status: 'duplicate'; value: PickerValue };

/**
 * Adds a resolved user resource without ever creating a duplicate (docs/behaviour.md §5). A single picker holds one
 * value, so the new item replaces whatever was chosen.
 */
export function addResource(
  options: readonly ResourceOption[],
  value: PickerValue,
  resource: AddedResource,
  multiple: boolean,
): AddOutcome {
  const offered = options.some((option) => option.uri === resource.uri);
  if (!multiple) {
    if (offered) return { status: 'selected-option', value: { selected: [resource.uri], added: [] } };
    return { status: 'added', value: { selected: [], added: [resource] } };
  }
  if (value.selected.includes(resource.uri) || value.added.some((item) => item.uri === resource.uri)) {
    return { status: 'duplicate', value };
  }
  if (offered) {
    return { status: 'selected-option', value: toggleOption(options, value, resource.uri) };
  }
  return { status: 'added', value: { selected: value.selected, added: [...value.added, resource] } };
}

/**
 * Toggles an option in a multi picker, keeping `selected` in option order (docs/behaviour.md §5).
 */
export function toggleOption(options: readonly ResourceOption[], value: PickerValue, uri: string): PickerValue {
  const chosen = new Set(value.selected);
  const wasSelected = chosen.has(uri);
  // A Set keeps this linear: a 2,000-option grid toggles without an n² scan.
  const selected = options
    .map((option) => option.uri)
    .filter((candidate) => (candidate === uri ? !wasSelected : chosen.has(candidate)));
  return { selected, added: value.added };
}
