/**
 * The person's languages on every request the host sends (docs/behaviour.md §13.5, draft SEP-2792): the list of BCP 47
 * tags, most preferred first, travels as `params._meta["io.modelcontextprotocol/acceptLanguage"]` in the HTTP
 * `Accept-Language` syntax the draft specifies (`"fr-CH,fr;q=0.9,en;q=0.8"`), so a server can translate `message`,
 * `title` and `description` (never enum values). Nothing here runs at import time or throws on any input.
 */

/** The `_meta` key of draft SEP-2792. */
export const ACCEPT_LANGUAGE_META = 'io.modelcontextprotocol/acceptLanguage';

/** At most this many tags are kept (weights 1 down to 0.1); the rest are dropped. */
export const MAX_LANGUAGES = 10;

/** Only this much of an input is looked at: entries of a list, characters of a comma-separated string. */
const MAX_ENTRIES = 64;
const MAX_TEXT = 1024;
/** A BCP 47 tag's shape (language, then subtags of 1 to 8 letters or digits); the longest kept is 35 characters. */
const TAG = /^[A-Za-z]{1,8}(?:-[A-Za-z\d]{1,8})*$/;
const MAX_TAG = 35;

/**
 * The tags of `input` (a list, or a comma-separated string such as a query parameter), checked: strings shaped like
 * BCP 47 tags only, each once (case-insensitively, first kept), at most `MAX_LANGUAGES`. Anything else gives `[]`.
 * @example languageList(['fr-CH', 'fr', 42, 'no way', 'FR']) // ['fr-CH', 'fr']
 */
export function languageList(input: unknown): string[] {
  let entries: unknown[];
  if (typeof input === 'string') entries = input.slice(0, MAX_TEXT).split(',').slice(0, MAX_ENTRIES);
  else if (Array.isArray(input)) entries = input.slice(0, MAX_ENTRIES);
  else return [];
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const tag = entry.trim();
    if (tag.length > MAX_TAG || !TAG.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length === MAX_LANGUAGES) break;
  }
  return tags;
}

/**
 * The `Accept-Language` value of a list, its order kept by falling weights; `undefined` when no tag is left.
 * @example acceptLanguageOf(['fr-CH', 'fr', 'en']) // 'fr-CH,fr;q=0.9,en;q=0.8'
 */
export function acceptLanguageOf(languages: unknown): string | undefined {
  const tags = languageList(languages);
  if (tags.length === 0) return undefined;
  return tags.map((tag, index) => (index === 0 ? tag : `${tag};q=${((MAX_LANGUAGES - index) / 10).toFixed(1)}`)).join(',');
}

/**
 * The page's `navigator.languages` (else `navigator.language`), read now; `undefined` outside a browser page or
 * worker: a server's own locale is not the person's.
 */
export function browserLanguages(): string[] | undefined {
  const scope = globalThis as { document?: unknown; WorkerGlobalScope?: unknown; navigator?: { languages?: unknown; language?: unknown } };
  if (scope.document === undefined && scope.WorkerGlobalScope === undefined) return undefined;
  try {
    const languages = scope.navigator?.languages;
    return languageList(Array.isArray(languages) && languages.length > 0 ? languages : [scope.navigator?.language]);
  } catch {
    return undefined;
  }
}

/** Where a host's languages come from: its own list, a function read at each request, or `false` for none. */
export type LanguagesOption = readonly string[] | false | (() => readonly string[] | undefined);

/** The `Accept-Language` value to send now for `option` (default: the page's languages). Never throws. */
export function acceptLanguageNow(option: LanguagesOption | undefined): string | undefined {
  if (option === false) return undefined;
  try {
    return acceptLanguageOf(typeof option === 'function' ? option() : (option ?? browserLanguages()));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `request` with `value` added to its `params._meta` (a copy: the caller's objects are never changed). A `_meta` the
 * caller set is kept, and its own value for the key wins.
 */
export function withAcceptLanguage<T>(request: T, value: string | undefined): T {
  if (value === undefined || !isObject(request) || (request.params !== undefined && !isObject(request.params))) return request;
  const params = isObject(request.params) ? request.params : {};
  const meta = isObject(params._meta) ? params._meta : {};
  if (ACCEPT_LANGUAGE_META in meta) return request;
  return { ...request, params: { ...params, _meta: { ...meta, [ACCEPT_LANGUAGE_META]: value } } };
}

type Method = (...args: unknown[]) => unknown;

/**
 * Makes `client.request(request, …)` (the funnel of `callTool`, `listTools`, `getPrompt`, `initialize`…) carry the
 * languages `option` gives at the moment each request is sent. Returns the function that undoes it.
 * @example const undo = sendLanguages(client, undefined); // navigator.languages on every request
 */
export function sendLanguages(client: object, option: LanguagesOption | undefined): () => void {
  const target = client as { request?: Method };
  const original = target.request;
  if (option === false || typeof original !== 'function') return () => {};
  const hadOwn = Object.hasOwn(target, 'request');
  target.request = function (this: unknown, ...args: unknown[]) {
    return original.apply(this, [withAcceptLanguage(args[0], acceptLanguageNow(option)), ...args.slice(1)]);
  };
  return () => {
    if (hadOwn) target.request = original;
    else delete target.request;
  };
}

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The key's value in a JSON-RPC body (one message, or the first of a batch that carries it). */
function metaValueOf(body: unknown): string | undefined {
  if (typeof body !== 'string' || !body.includes(ACCEPT_LANGUAGE_META)) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      const meta = isObject(message) && isObject(message.params) && isObject(message.params._meta) ? message.params._meta : {};
      const value = meta[ACCEPT_LANGUAGE_META];
      if (typeof value === 'string' && value.length <= MAX_TEXT) return value;
    }
  } catch {
    // Not JSON: nothing to mirror.
  }
  return undefined;
}

/**
 * A `fetch` for the MCP SDK's Streamable HTTP transport (its `fetch` option) that sends each request's `_meta` value
 * as its `Accept-Language` header too: the draft asks the two to be equal over HTTP, and a browser (or Node's `fetch`,
 * which sends `*`) would otherwise send its own (docs/behaviour.md §13.5).
 * @example new StreamableHTTPClientTransport(url, { fetch: mirrorAcceptLanguage() })
 */
export function mirrorAcceptLanguage(inner?: Fetch): Fetch {
  return (input, init) => {
    const send = inner ?? globalThis.fetch;
    const value = metaValueOf(init?.body);
    if (value === undefined) return send(input, init);
    const headers = new Headers(init?.headers);
    headers.set('accept-language', value);
    return send(input, { ...init, headers });
  };
}
