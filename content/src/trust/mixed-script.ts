/**
 * Mixed scripts in one word (Unicode UTS #39, "Mixed-Script Detection"): a word is single-script
 * when its letters' resolved script set — the intersection of each letter's augmented
 * Script_Extensions — is not empty. "Sоmchai" with a Cyrillic о, "ꓢomchai" with a Lisu ꓢ and
 * "สมชาย" with a Latin letter inside are mixed; Japanese kana with kanji, Korean hangul with hanja
 * and Chinese with bopomofo are not (the standard's augmentation). Characters of the Common and
 * Inherited scripts (digits, punctuation, combining marks) belong to every script, except a letter
 * of the Common script (𝐒, a mathematical letter, looks like a Latin S and is none): it is a script
 * of its own, so a word mixing it with another is refused too.
 */

/** Every script a name could be written in (the Unicode Script property's values). */
const SCRIPTS =
  'Latin Cyrillic Greek Thai Han Hiragana Katakana Hangul Bopomofo Lisu Armenian Cherokee Arabic Hebrew Devanagari Georgian Coptic Lao Khmer Myanmar Ethiopic Tifinagh Vai Bamum Canadian_Aboriginal Runic Ogham Gothic Deseret Old_Italic Glagolitic Osage Adlam Nko Tai_Viet Mongolian Tamil Telugu Kannada Malayalam Bengali Gujarati Gurmukhi Oriya Sinhala Tibetan Syriac Thaana Yi Warang_Citi Old_Permic Carian Lycian Lydian Avestan Elbasan Caucasian_Albanian Duployan Mro Medefaidrin Nyiakeng_Puachue_Hmong Pahawh_Hmong Miao Sora_Sompeng Masaram_Gondi Gunjala_Gondi Wancho Toto Vithkuqi Kawi Nag_Mundari Old_Turkic Old_Hungarian Balinese Javanese Sundanese Buginese Tai_Le New_Tai_Lue Tai_Tham Cham Batak Tagalog Hanunoo Buhid Tagbanwa Limbu Lepcha Ol_Chiki Saurashtra Kayah_Li Rejang Meetei_Mayek Chakma Sharada Takri Khojki Khudawadi Mahajani Modi Tirhuta Siddham Grantha Newa Bhaiksuki Marchen Dogra Nandinagari Zanabazar_Square Soyombo Dives_Akuru Makasar Ahom Multani Brahmi Kaithi Kharoshthi Phags_Pa Samaritan Mandaic Manichaean Psalter_Pahlavi Inscriptional_Pahlavi Inscriptional_Parthian Old_South_Arabian Old_North_Arabian Nabataean Palmyrene Hatran Imperial_Aramaic Phoenician Ugaritic Old_Persian Cuneiform Egyptian_Hieroglyphs Anatolian_Hieroglyphs Meroitic_Cursive Meroitic_Hieroglyphs Linear_A Linear_B Cypriot Cypro_Minoan Shavian Osmanya Bassa_Vah Mende_Kikakui Tangut Nushu Khitan_Small_Script Chorasmian Sogdian Old_Sogdian Elymaic Yezidi Hanifi_Rohingya Old_Uyghur Tangsa Pau_Cin_Hau SignWriting Braille Syloti_Nagri Garay Gurung_Khema Kirat_Rai Ol_Onal Sunuwar Todhri Tulu_Tigalari'.split(
    ' ',
  );

/** The augmented scripts (UTS #39 §5.1): Han writes Japanese, Korean and Chinese with bopomofo. */
const AUGMENTED: Record<string, readonly string[]> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};

let tests: [string, RegExp][] | undefined;

/** One test per script this engine knows (an older browser lacks the newest scripts' names). */
function scriptTests(): [string, RegExp][] {
  tests ??= SCRIPTS.flatMap((script): [string, RegExp][] => {
    try {
      return [[script, new RegExp(`^\\p{Script_Extensions=${script}}$`, 'u')]];
    } catch {
      return [];
    }
  });
  return tests;
}

const COMMON_OR_INHERITED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const LETTER = /^\p{L}$/u;

/** The augmented script set of one character, or null when it belongs to every script. */
function scriptsOf(char: string): Set<string> | null {
  if (COMMON_OR_INHERITED.test(char)) return LETTER.test(char) ? new Set(['Common-letter']) : null;
  const scripts = new Set<string>();
  for (const [script, test] of scriptTests()) {
    if (!test.test(char)) continue;
    scripts.add(script);
    for (const augmented of AUGMENTED[script] ?? []) scripts.add(augmented);
  }
  // A script this engine cannot name is a script of its own.
  return scripts.size > 0 ? scripts : new Set([`unknown:${char}`]);
}

/** Whether one word's letters have no script in common. */
function isMixedWord(word: string): boolean {
  let resolved: Set<string> | undefined;
  for (const char of word.normalize('NFD')) {
    const scripts = scriptsOf(char);
    if (scripts === null) continue;
    const before: string[] = resolved ? [...resolved] : [...scripts];
    resolved = new Set(before.filter((script) => scripts.has(script)));
    if (resolved.size === 0) return true;
  }
  return false;
}

/** The first word of `name` (split at any space) that mixes scripts, or null. */
export function mixedScriptWord(name: string): string | null {
  return name.split(/[\s\u2800\u3164\u115f\u1160\uffa0]+/u).find(isMixedWord) ?? null;
}
