/**
 * Small JSON helpers shared by the core. Every lookup goes through `Object.hasOwn`, so property names such as
 * `__proto__` or `constructor` never read from (or write to) a prototype (docs/behaviour.md §2).
 */

/** A JSON object as received: never trusted, never mutated. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** True for a plain JSON object (not `null`, not an array). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an own property only; inherited members (`constructor`, `toString`…) read as `undefined`. */
export function own(object: JsonObject, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Own string property, or `undefined`. */
export function ownString(object: JsonObject, key: string): string | undefined {
  const value = own(object, key);
  return typeof value === 'string' ? value : undefined;
}

/** Own finite number property, or `undefined`. */
export function ownNumber(object: JsonObject, key: string): number | undefined {
  const value = own(object, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Appends escaped segments to a JSON pointer (RFC 6901: `~` → `~0`, `/` → `~1`). */
export function pointer(base: string, ...segments: (string | number)[]): string {
  // Every property of a form gets a pointer on its first render (docs/behaviour.md §14.3): an indexed loop, and no replacing in the
  // usual segment that has nothing to escape.
  let path = base;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = String(segments[index]);
    path += `/${segment.includes('~') || segment.includes('/') ? segment.replaceAll('~', '~0').replaceAll('/', '~1') : segment}`;
  }
  return path;
}

/** Splits a JSON pointer into unescaped segments. */
export function pointerSegments(path: string): string[] {
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/**
 * A fresh plain object (`Object.prototype`): results are plain data that `structuredClone`, `postMessage` and React
 * Server Actions carry intact (docs/behaviour.md §8). Fill it with `defineOwn` and read it with `own`/`Object.hasOwn`.
 */
export function emptyRecord<T>(): Record<string, T> {
  return {};
}

/**
 * Sets `key` as an own, enumerable data property. Defining (unlike assigning) never runs the `__proto__` setter, so
 * a field named `__proto__` or `constructor` stays an ordinary own key and no prototype changes (docs/behaviour.md §2, §8).
 * @example defineOwn(content, '__proto__', 'x') // Object.hasOwn(content, '__proto__') === true
 */
export function defineOwn<T>(record: Record<string, T>, key: string, value: NoInfer<T>): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** True when every entry is a string. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

/** True when the array holds no value twice (strict equality). */
export function hasDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}

/** A short, always-safe description of a JSON value for messages (never stringifies deep structures). */
export function describeJson(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}
