/**
 * The consonant sounds of a Thai word and of an English one, as one string of classes each, so a
 * Thai word written after its English can be told a transliteration (โกเลม: klm, Golem: klm) or a
 * translation (การทอยป้องกัน: kltpNkn, Saving Throw: sfNtlw). Vowels, tone marks and silenced
 * letters (ร์ in ไฟร์) carry no consonant; voiced and unvoiced stops share a class, as r and l do.
 */

/** Thai consonant -> its class ('' for a letter that carries no consonant of its own). */
const THAI_CLASS: Record<string, string> = {
  ...Object.fromEntries([...'กขฃคฅฆ'].map((letter) => [letter, 'k'])),
  ง: 'N',
  ...Object.fromEntries([...'จฉชฌ'].map((letter) => [letter, 'c'])),
  ...Object.fromEntries([...'ซศษส'].map((letter) => [letter, 's'])),
  ...Object.fromEntries([...'ดฎตฏถทธฐฑฒ'].map((letter) => [letter, 't'])),
  ...Object.fromEntries([...'นณ'].map((letter) => [letter, 'n'])),
  ...Object.fromEntries([...'บปผพภ'].map((letter) => [letter, 'p'])),
  ...Object.fromEntries([...'ฝฟ'].map((letter) => [letter, 'f'])),
  ม: 'm',
  ...Object.fromEntries([...'รลฬ'].map((letter) => [letter, 'l'])),
  ว: 'w',
  ...Object.fromEntries([...'หฮ'].map((letter) => [letter, 'h'])),
};

const SILENCED = /[\u0e01-\u0e2e][\u0e31\u0e34-\u0e3a]?\u0e4c/g;

/** The Thai word's consonant classes, doubled ones once (ก็อบลิน: kplm). */
export function thaiSkeleton(word: string): string {
  const sounded = word.replace(SILENCED, '');
  let skeleton = '';
  for (const letter of sounded) {
    const sound = THAI_CLASS[letter];
    if (sound && !skeleton.endsWith(sound)) skeleton += sound;
  }
  return skeleton;
}

const ENGLISH_PAIRS: ReadonlyArray<[RegExp, string]> = [
  [/t(?=ion)/g, 'c'],
  [/t(?=ion)/g, 'c'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/sh|ch|tch/g, 'c'],
  [/ng/g, 'N'],
  [/c(?=[eiy])/g, 's'],
  [/x/g, 'ks'],
  [/qu/g, 'kw'],
];
const ENGLISH_CLASS: Record<string, string> = {
  b: 'p',
  p: 'p',
  c: 'k',
  k: 'k',
  g: 'k',
  q: 'k',
  d: 't',
  t: 't',
  f: 'f',
  v: 'w',
  w: 'w',
  s: 's',
  z: 's',
  j: 'c',
  l: 'l',
  r: 'l',
  m: 'm',
  n: 'n',
  h: 'h',
  N: 'N',
};

/** The English word's consonant classes, doubled ones once (Fireball: flpl). */
function englishSkeleton(word: string): string {
  let text = word.toLowerCase().replace(/[^a-z]/g, '');
  for (const [pattern, sound] of ENGLISH_PAIRS) text = text.replace(pattern, sound);
  let skeleton = '';
  for (const letter of text) {
    const sound = ENGLISH_CLASS[letter];
    if (sound && !skeleton.endsWith(sound)) skeleton += sound;
  }
  // h after a vowel is silent in English names as much as in Thai spellings of them.
  return skeleton.replace(/(?<=.)h/g, '');
}

function commonSubsequence(a: string, b: string): number {
  const row = Array<number>(b.length + 1).fill(0);
  for (const letter of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = letter === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * How far the Thai word sounds like the English one: shared consonant classes over the longer
 * skeleton, 0 when fewer than three are shared (ผู้เล่น and Player share p and l by chance).
 */
export function soundsLike(thai: string, english: string): number {
  const a = thaiSkeleton(thai).replace(/(?<=.)h/g, '');
  const b = englishSkeleton(english);
  const shared = commonSubsequence(a, b);
  return shared < 3 ? 0 : shared / Math.max(a.length, b.length);
}
