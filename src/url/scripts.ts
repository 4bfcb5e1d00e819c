/**
 * Mixed-script detection for hostname labels (SPEC §9: warn on mixed scripts). A label that mixes letters of
 * several scripts (Latin `a` next to Cyrillic `а`) is the classic look-alike trick. Combinations that real names
 * use are allowed, as in Unicode TS #39's "highly restrictive" level: Latin with Han and Japanese kana, Latin with
 * Han and Bopomofo, Latin with Han and Hangul. Digits, hyphens and combining marks belong to no script here.
 */

const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Ethiopic', /\p{Script=Ethiopic}/u],
  ['Han', /\p{Script=Han}/u],
  ['Hiragana', /\p{Script=Hiragana}/u],
  ['Katakana', /\p{Script=Katakana}/u],
  ['Bopomofo', /\p{Script=Bopomofo}/u],
  ['Hangul', /\p{Script=Hangul}/u],
];
const LETTER = /\p{L}/u;

const ALLOWED_SETS: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

/**
 * The scripts of a label's letters, in order of first appearance (`Other` for a script not listed above).
 * @example scriptsOf('аpple') // -> ['Cyrillic', 'Latin']
 */
export function scriptsOf(label: string): string[] {
  const found: string[] = [];
  for (const char of label) {
    if (!LETTER.test(char)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'Other';
    if (!found.includes(script)) found.push(script);
  }
  return found;
}

/**
 * Whether a set of scripts is a suspicious mix: more than one, and not one of the combinations real names use.
 * @example isMixedScripts(['Cyrillic', 'Latin']) // -> true; isMixedScripts(['Han', 'Hiragana']) // -> false
 */
export function isMixedScripts(scripts: readonly string[]): boolean {
  if (scripts.length < 2) return false;
  return !ALLOWED_SETS.some((allowed) => scripts.every((script) => allowed.has(script)));
}
