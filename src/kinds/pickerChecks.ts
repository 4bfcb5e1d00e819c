/** Support rules of resource pickers (`x-openai-input`, docs/behaviour.md §2, §5, §6). */
import { isUri } from '../formats.ts';
import { hasDuplicates, isJsonObject, isStringArray, own, pointer, type JsonObject } from '../json.ts';
import type { HostProfile, SupportIssue, UserOptions } from '../model.ts';
import { checkBounds, issue, itemsOf, typeOf } from './checks.ts';

/** What the picker really offers once the profile is applied (docs/behaviour.md §5, §6). */
export interface EffectivePicker {
  selection: 'explicit' | 'implicit';
  userOptions?: UserOptions;
}

/**
 * Implicit pickers always allow adding (no `userOptions` ⇒ any file); `web-app` turns implicit into explicit
 * and removes every add control.
 */
export function effectivePicker(input: JsonObject, multiple: boolean, profile: HostProfile): EffectivePicker {
  const declared = multiple && own(input, 'selection') === 'implicit' ? 'implicit' : 'explicit';
  if (profile === 'web-app') return { selection: 'explicit' };
  const raw = own(input, 'userOptions');
  if (isJsonObject(raw)) {
    const accept = own(raw, 'accept');
    return { selection: declared, userOptions: { kind: own(raw, 'kind') === 'directory' ? 'directory' : 'file', accept: isStringArray(accept) ? accept : [] } };
  }
  return declared === 'implicit' ? { selection: declared, userOptions: { kind: 'file', accept: [] } } : { selection: declared };
}

function checkShape(schema: JsonObject, path: string): SupportIssue[] {
  const type = typeOf(schema);
  const items = itemsOf(schema);
  const uriString = (target: JsonObject | undefined) => target !== undefined && typeOf(target) === 'string' && own(target, 'format') === 'uri';
  const issues: SupportIssue[] = [];
  if (!(type === 'string' && uriString(schema)) && !(type === 'array' && uriString(items))) {
    issues.push(issue(path, 'input-not-uri', '"x-openai-input" needs {type: "string", format: "uri"} or an array of them.'));
  }
  for (const target of [schema, items]) {
    if (target && ['enum', 'oneOf', 'anyOf'].some((key) => own(target, key) !== undefined)) {
      issues.push(issue(path, 'input-with-choices', '"x-openai-input" cannot be combined with enum/oneOf/anyOf.'));
    }
  }
  if (type === 'array') issues.push(...checkBounds(schema, path, 'minItems', 'maxItems', true));
  return issues;
}

function checkOptions(options: unknown, path: string): SupportIssue[] {
  if (!Array.isArray(options)) return [issue(path, 'invalid-options', '"options" must be an array of resources.')];
  const issues: SupportIssue[] = [];
  options.forEach((option: unknown, index) => {
    const at = pointer(path, index);
    if (!isJsonObject(option) || typeof own(option, 'uri') !== 'string' || typeof own(option, 'name') !== 'string') {
      issues.push(issue(at, 'invalid-option', 'Each option must be a resource with a string "uri" and "name".'));
    } else if (!isUri(own(option, 'uri') as string)) {
      issues.push(issue(pointer(at, 'uri'), 'invalid-option', 'The option URI is not an absolute, percent-encoded URI.'));
    }
  });
  if (issues.length === 0 && hasDuplicates(options.map((option) => own(option as JsonObject, 'uri')))) {
    issues.push(issue(path, 'duplicate-options', 'Two options have the same URI.'));
  }
  return issues;
}

function checkUserOptions(raw: unknown, path: string): SupportIssue[] {
  if (raw === undefined) return [];
  const kind = isJsonObject(raw) ? own(raw, 'kind') : undefined;
  const accept = isJsonObject(raw) ? own(raw, 'accept') : undefined;
  const valid = isJsonObject(raw) && (kind === undefined || kind === 'file' || kind === 'directory') &&
    (accept === undefined || isStringArray(accept));
  return valid ? [] : [issue(path, 'invalid-user-options', '"userOptions" must be {kind?: "file"|"directory", accept?: string[]}.')];
}

function checkDefault(schema: JsonObject, input: JsonObject, path: string, multiple: boolean): SupportIssue[] {
  const value = own(schema, 'default');
  if (value === undefined || value === null) return []; // `default: null` says "no default"; it is ignored
  const at = pointer(path, 'default');
  if (multiple && own(input, 'selection') === 'implicit') {
    return [issue(at, 'default-on-implicit', 'An implicit picker may not have a default.')];
  }
  const options = own(input, 'options');
  const offered = Array.isArray(options) ? options.map((option) => (isJsonObject(option) ? own(option, 'uri') : undefined)) : [];
  const list = multiple ? value : [value];
  if (!isStringArray(list) || hasDuplicates(list)) return [issue(at, 'invalid-default', 'The default is not a URI (list) for this picker.')];
  return list.every((uri) => offered.includes(uri)) ? [] : [issue(at, 'default-not-in-options', 'The default names a URI that is not in "options".')];
}

/** Every reason a picker property can't be rendered on `profile`. */
export function checkPicker(schema: JsonObject, path: string, profile: HostProfile): SupportIssue[] {
  const issues = checkShape(schema, path);
  const inputPath = pointer(path, 'x-openai-input');
  const input = own(schema, 'x-openai-input');
  if (!isJsonObject(input)) return [...issues, issue(inputPath, 'invalid-input', '"x-openai-input" must be an object.')];
  const multiple = typeOf(schema) === 'array';
  const type = own(input, 'type');
  if (type !== 'resource' && type !== 'file') {
    issues.push(issue(pointer(inputPath, 'type'), 'input-type', '"x-openai-input.type" must be "resource" (or its alias "file").'));
  }
  const selection = own(input, 'selection');
  if (selection !== undefined && !multiple) {
    issues.push(issue(pointer(inputPath, 'selection'), 'selection-on-single', '"selection" exists only on array pickers.'));
  } else if (selection !== undefined && selection !== 'explicit' && selection !== 'implicit') {
    issues.push(issue(pointer(inputPath, 'selection'), 'invalid-selection', '"selection" must be "explicit" or "implicit".'));
  }
  issues.push(...checkOptions(own(input, 'options'), pointer(inputPath, 'options')));
  issues.push(...checkUserOptions(own(input, 'userOptions'), pointer(inputPath, 'userOptions')));
  const effective = effectivePicker(input, multiple, profile);
  if (profile === 'web' && effective.userOptions?.kind === 'directory') {
    issues.push(issue(pointer(inputPath, 'userOptions', 'kind'), 'directory-unsupported', 'ChatGPT on the web cannot select directories.'));
  }
  const options = own(input, 'options');
  if (Array.isArray(options) && options.length === 0 && !effective.userOptions) {
    issues.push(issue(pointer(inputPath, 'options'), 'empty-options', 'The picker offers no options and no way to add any.'));
  }
  return [...issues, ...checkDefault(schema, input, path, multiple)];
}
