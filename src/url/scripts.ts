/**
 * Mixed-script detection for hostname labels (docs/behaviour.md §9: warn on mixed scripts), as Unicode TS #39 §5 defines its
 * "highly restrictive" level. Every character counts, digits and combining marks included, through its
 * Script_Extensions: the scripts it is used with (the Devanagari digits are Devanagari, Dogra, Kaithi and Mahajani;
 * U+30FC, the kana length mark, is Hiragana and Katakana). Common and Inherited characters fit any script. A label
 * passes when one script is shared by all its characters, or when it is covered by a combination real names use:
 * Latin + Han + Hiragana + Katakana, Latin + Han + Bopomofo, Latin + Han + Hangul. So `аpple` (Cyrillic а),
 * `g००gle` (Devanagari digits) and `google\u0483` (a Cyrillic combining mark) are mixed; `ラーメン` and `東京tokyo` are not.
 */

/**
 * Every Unicode script, as `\p{scx=…}` names it; one the browser's Unicode version lacks is skipped. The scripts
 * hostnames use come first (UAX #31's recommended ones), so a real name is settled after a few tests.
 */
const SCRIPT_NAMES = `Latin Cyrillic Greek Arabic Hebrew Han Hiragana Katakana Hangul Bopomofo Devanagari Bengali Gurmukhi Gujarati
Oriya Tamil Telugu Kannada Malayalam Sinhala Thai Lao Tibetan Myanmar Georgian Armenian Ethiopic Khmer Thaana
Adlam Ahom Anatolian_Hieroglyphs Avestan Balinese Bamum Bassa_Vah Batak Beria_Erfe Bhaiksuki Brahmi Braille Buginese
Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Coptic Cuneiform Cypriot
Cypro_Minoan Deseret Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Garay Glagolitic Gothic Grantha
Gunjala_Gondi Gurung_Khema Hanifi_Rohingya Hanunoo Hatran Imperial_Aramaic Inscriptional_Pahlavi Inscriptional_Parthian
Javanese Kaithi Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khojki Khudawadi Kirat_Rai Lepcha Limbu Linear_A Linear_B
Lisu Lycian Lydian Mahajani Makasar Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui
Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa
Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic
Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau
Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham Sidetic SignWriting
Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Tai_Yo
Takri Tangsa Tangut Tifinagh Tirhuta Todhri Tolong_Siki Toto Tulu_Tigalari Ugaritic Vai Vithkuqi Wancho Warang_Citi
Yezidi Yi Zanabazar_Square`.split(/\s+/);

/** Characters of Common or Inherited (Script_Extensions exactly that): they fit any script. */
const FITS_ANY_SCRIPT = /[\p{scx=Common}\p{scx=Inherited}]/gu;
/**
 * The combinations real names use (UTS #39 §5.2 "highly restrictive"). A label is covered by one when each of its
 * characters has one of the combination's scripts among its Script_Extensions.
 */
const HIGHLY_RESTRICTIVE = [
  /^[\p{scx=Latin}\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]*$/u,
  /^[\p{scx=Latin}\p{scx=Han}\p{scx=Bopomofo}]*$/u,
  /^[\p{scx=Latin}\p{scx=Han}\p{scx=Hangul}]*$/u,
];

// Built on first use (nothing runs at import time) and kept: `null` for a script this browser doesn't know.
const patterns = new Map<string, RegExp | null>();
function pattern(source: string): RegExp | null {
  let found = patterns.get(source);
  if (found === undefined) {
    try {
      found = new RegExp(source, 'u');
    } catch {
      found = null;
    }
    patterns.set(source, found);
  }
  return found;
}

/** The label's characters that belong to particular scripts (Common and Inherited ones dropped). */
const specific = (label: string) => label.replace(FITS_ANY_SCRIPT, '');

/**
 * The scripts a label's characters are written in (their Script property; Common and Inherited left out), in order of
 * first appearance: what a mixed-scripts warning names.
 * @example scriptsOf('g००gle') // -> ['Latin', 'Devanagari']
 */
export function scriptsOf(label: string): string[] {
  const found = new Set<string>();
  for (const char of new Set(specific(label))) {
    const name = SCRIPT_NAMES.find((script) => pattern(`^\\p{sc=${script}}$`)?.test(char));
    if (name) found.add(name.replace(/_/g, ' '));
  }
  return [...found];
}

/**
 * Whether a label mixes scripts beyond UTS #39's "highly restrictive" level: no script in the Script_Extensions of
 * all its characters (Common and Inherited fit any), and not covered by Latin + Han + kana, Latin + Han + Bopomofo
 * or Latin + Han + Hangul.
 * @example isMixedScripts('аpple') // -> true (Cyrillic а); isMixedScripts('ラーメン') // -> false
 */
export function isMixedScripts(label: string): boolean {
  const chars = specific(label);
  if (/^[a-z]*$/i.test(chars) || HIGHLY_RESTRICTIVE.some((cover) => cover.test(chars))) return false;
  return !SCRIPT_NAMES.some((script) => pattern(`^\\p{scx=${script}}*$`)?.test(chars));
}
