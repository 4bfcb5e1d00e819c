/** Option lists: `enum`(+`enumNames`), `oneOf`/`anyOf` titled options and `x-openai-suggestions` (docs/behaviour.md §2, §4). */
import { isSafeImageSource } from '../formats.ts';
import { hasDuplicates, isJsonObject, own, ownString, pointer, type JsonObject } from '../json.ts';
import type { ChoiceOption, Icon, Suggestion, SupportIssue } from '../model.ts';
import { issue } from './checks.ts';

/** Reads an MCP Icon, keeping it only when its source is safe to load (docs/behaviour.md §4). */
export function safeIcon(value: unknown): Icon | undefined {
  if (!isJsonObject(value) || !isSafeImageSource(own(value, 'src'))) return undefined;
  const icon: Icon = { src: own(value, 'src') as string };
  const mimeType = ownString(value, 'mimeType');
  if (mimeType !== undefined) icon.mimeType = mimeType;
  const sizes = own(value, 'sizes');
  if (Array.isArray(sizes) && sizes.every((size) => typeof size === 'string')) icon.sizes = sizes;
  const theme = own(value, 'theme');
  if (theme === 'light' || theme === 'dark') icon.theme = theme;
  return icon;
}

/** The option's thumbnail key: `x-openai-thumbnail`, else the deprecated `x-openai-preview` (docs/behaviour.md §4). */
function thumbnailOf(option: JsonObject): unknown {
  return own(option, 'x-openai-thumbnail') ?? own(option, 'x-openai-preview');
}

/** Checks an `enum` list: non-empty, distinct, every entry of the expected JSON type. */
export function checkEnum(values: unknown, path: string, entryType: 'string' | 'number'): SupportIssue[] {
  if (!Array.isArray(values) || values.length === 0) {
    return [issue(path, 'empty-options', '"enum" must be a non-empty array.')];
  }
  const wrongType = values.findIndex((value) =>
    entryType === 'string' ? typeof value !== 'string' : typeof value !== 'number' || !Number.isFinite(value));
  if (wrongType >= 0) return [issue(pointer(path, wrongType), 'invalid-option', `Every enum entry must be a ${entryType}.`)];
  return hasDuplicates(values) ? [issue(path, 'duplicate-options', 'The enum lists a value twice.')] : [];
}

// Option lists of thousands are read on a form's first render, while this code is still cold. There a callback or
// an iterator per option costs several times the work itself, so the loops below are indexed (docs/behaviour.md §14.3: checking
// 2,000 options on a first render in Chromium took 5.5-5.7 ms with a callback and a for…of per option, and 3.7 ms
// with these loops).

/** Options of an `enum`, labelled by the parallel `enumNames` when given. */
export function enumOptions(values: readonly (string | number)[], names?: readonly string[]): ChoiceOption[] {
  const options: ChoiceOption[] = [];
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    options.push({ value, label: names?.[index] ?? String(value) });
  }
  return options;
}

/** Checks a `oneOf`/`anyOf` option list: non-empty; each `{const: string, title?, description?}`; distinct. */
export function checkTitledOptions(list: unknown, path: string): SupportIssue[] {
  if (!Array.isArray(list) || list.length === 0) {
    return [issue(path, 'empty-options', 'The option list must be a non-empty array.')];
  }
  const issues: SupportIssue[] = [];
  // One pass, and pointers only for an option that has an issue.
  const consts = new Set<string>();
  let duplicate = false;
  for (let index = 0; index < list.length; index += 1) {
    const option: unknown = list[index];
    const value = isJsonObject(option) ? own(option, 'const') : undefined;
    if (typeof value !== 'string') {
      issues.push(issue(pointer(path, index), 'invalid-option', 'Each option must be an object with a string "const".'));
      continue;
    }
    if (consts.has(value)) duplicate = true;
    else consts.add(value);
    checkAnnotation(option as JsonObject, 'title', path, index, issues);
    checkAnnotation(option as JsonObject, 'description', path, index, issues);
  }
  if (issues.length === 0 && duplicate) issues.push(issue(path, 'duplicate-options', 'Two options have the same "const".'));
  return issues;
}

/** Adds an issue to `issues` when the option's `title` or `description` is there but is not a string. */
function checkAnnotation(option: JsonObject, key: 'title' | 'description', path: string, index: number, issues: SupportIssue[]): void {
  const annotation = own(option, key);
  if (annotation !== undefined && typeof annotation !== 'string') {
    issues.push(issue(pointer(path, index, key), 'invalid-annotation', `"${key}" must be a string.`));
  }
}

/** Options of a checked `oneOf`/`anyOf` list, with `hasThumbnails` per the all-or-none rule (docs/behaviour.md §4). */
export function titledOptions(list: readonly JsonObject[]): { options: ChoiceOption[]; hasThumbnails: boolean } {
  let hasThumbnails = false;
  const options: ChoiceOption[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const entry = list[index]!;
    const option: ChoiceOption = titledEntry(entry);
    const rawThumbnail = thumbnailOf(entry);
    if (rawThumbnail !== undefined && rawThumbnail !== null) {
      hasThumbnails = true; // even an unsafe one
      const thumbnail = safeIcon(rawThumbnail);
      if (thumbnail) option.thumbnail = thumbnail;
    }
    options.push(option);
  }
  return { options, hasThumbnails };
}

/** Checks `x-openai-suggestions`: an array of `{const: string, title?, description?}` with distinct consts. */
export function checkSuggestions(list: unknown, path: string): SupportIssue[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [issue(path, 'invalid-suggestions', '"x-openai-suggestions" must be an array.')];
  return checkTitledOptions(list, path).filter((found) => found.code !== 'empty-options');
}

/** Suggestions of a checked schema (none when the key is absent). */
export function readSuggestions(list: unknown): Suggestion[] {
  if (!Array.isArray(list)) return [];
  // Not through titledOptions: suggestions have no thumbnails, and a list of 10,000 is read on every mount (docs/behaviour.md §14.3).
  const suggestions: Suggestion[] = [];
  for (let index = 0; index < list.length; index += 1) suggestions.push(titledEntry(list[index] as JsonObject));
  return suggestions;
}

/** The value, label (`title`, else the value) and description of a checked `{const, title?, description?}` entry. */
function titledEntry(entry: JsonObject): Suggestion {
  const value = String(own(entry, 'const'));
  const read: Suggestion = { value, label: ownString(entry, 'title') ?? value };
  const description = ownString(entry, 'description');
  if (description !== undefined) read.description = description;
  return read;
}
