/**
 * Mixed-script detection for hostname labels (SPEC §9: warn on mixed scripts), as Unicode TS #39 §5 defines its
 * "highly restrictive" level. Every character counts, digits and combining marks included, through its
 * Script_Extensions: the scripts it is used with (the Devanagari digits are Devanagari, Dogra, Kaithi and Mahajani;
 * U+30FC, the kana length mark, is Hiragana and Katakana). Common and Inherited characters fit any script. A label
 * passes when one script is shared by all its characters, or when it is covered by a combination real names use:
 * Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo, Latin + Han + Hangul. So `аpple` (Cyrillic а),
 * `g००gle` (Devanagari digits) and `google\u0483` (a Cyrillic combining mark) are mixed; `ラーメン` and `東京tokyo` are not.
 */

/** Every Unicode script, as `\p{scx=…}` names it; one the browser's Unicode version lacks is skipped. */
const SCRIPT_NAMES = `Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Beria_Erfe
Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee
Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan
Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi
Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi
Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki
Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic
Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi
Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham
Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian
Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang
Runic Samaritan Saurashtra Sharada Shavian Siddham Sidetic SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese
Sunuwar Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo Takri Tamil Tangsa Tangut Telugu Thaana
Thai Tibetan Tifinagh Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi Yezidi Yi
Zanabazar_Square`;

/** UTS #39 §5.1: Han and the kana, Hangul and Bopomofo also stand for the writing systems that mix them. */
const AUGMENTED: Readonly<Record<string, readonly string[]>> = {
  Han: ['Japanese', 'Korean', 'Han+Bopomofo'], Hiragana: ['Japanese'], Katakana: ['Japanese'], Hangul: ['Korean'],
  Bopomofo: ['Han+Bopomofo'],
};
const HIGHLY_RESTRICTIVE: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana', 'Japanese']),
  new Set(['Latin', 'Han', 'Bopomofo', 'Han+Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul', 'Korean']),
];

/** A character's scripts: `any` for Common and Inherited; `shown` is its own Script, the name a warning gives. */
type CharScripts = { any: true } | { any: false; scripts: ReadonlySet<string>; shown?: string };

// Built on first use, so importing the module costs nothing; one answer per code point, kept.
let patterns: (readonly [string, RegExp])[] | undefined;
const known = new Map<string, CharScripts>();
const ANY: CharScripts = { any: true };
const FITS_ANY_SCRIPT = /^[\p{scx=Common}\p{scx=Inherited}]$/u;

function compiledPatterns(): (readonly [string, RegExp])[] {
  patterns ??= SCRIPT_NAMES.split(/\s+/).flatMap((name) => {
    try {
      return [[name, new RegExp(`^\\p{scx=${name}}$`, 'u')] as const];
    } catch {
      return []; // a script newer than this browser's Unicode tables
    }
  });
  return patterns;
}

function scriptsOfChar(char: string): CharScripts {
  if (/^[a-z]$/i.test(char)) return { any: false, scripts: new Set(['Latin']), shown: 'Latin' };
  if (char < '\u0080' || FITS_ANY_SCRIPT.test(char)) return ANY;
  let found = known.get(char);
  if (!found) {
    const names = compiledPatterns().filter(([, pattern]) => pattern.test(char)).map(([name]) => name);
    const shown = names.find((name) => new RegExp(`^\\p{sc=${name}}$`, 'u').test(char));
    // A character of no script the tables know (unassigned, or newer) is a script of its own.
    const scripts = new Set(names.length > 0 ? names.flatMap((name) => [name, ...(AUGMENTED[name] ?? [])]) : ['Unknown']);
    found = { any: false, scripts, shown: shown ?? (names.length > 0 ? undefined : 'Unknown') };
    known.set(char, found);
  }
  return found;
}

function specificScripts(label: string): { scripts: ReadonlySet<string>; shown?: string }[] {
  return [...label].map(scriptsOfChar).flatMap((entry) => (entry.any ? [] : [entry]));
}

/**
 * The scripts a label's characters are written in (their Script property, Common and Inherited left out), in order
 * of first appearance: what a mixed-scripts warning names.
 * @example scriptsOf('g००gle') // -> ['Latin', 'Devanagari']
 */
export function scriptsOf(label: string): string[] {
  return [...new Set(specificScripts(label).flatMap(({ shown }) => (shown ? [shown.replace(/_/g, ' ')] : [])))];
}

/**
 * Whether a label mixes scripts beyond UTS #39's "highly restrictive" level: no script shared by all its
 * characters, and not covered by Latin + Han + kana, Latin + Han + Bopomofo or Latin + Han + Hangul.
 * @example isMixedScripts('аpple') // -> true (Cyrillic а); isMixedScripts('ラーメン') // -> false
 */
export function isMixedScripts(label: string): boolean {
  const chars = specificScripts(label);
  if (chars.length < 2) return false;
  const [first, ...rest] = chars;
  if ([...first!.scripts].some((script) => rest.every((char) => char.scripts.has(script)))) return false;
  return !HIGHLY_RESTRICTIVE.some((cover) => chars.every((char) => [...char.scripts].some((script) => cover.has(script))));
}
