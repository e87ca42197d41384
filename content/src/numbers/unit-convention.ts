/**
 * The project's units in translation: the rules' own units kept, never converted. Feet are 尺 in
 * Chinese (the calculators' `calc.travel-pace.distance.feet` "{{value}} 尺", the zh rules text) and
 * ฟุต in Thai; miles 英里 / ไมล์; pounds 磅 / ปอนด์. A metric unit after a number in a translation
 * ("10 米", "3 เมตร") is a unit change, refused (content.numbers.unit) unless the English block
 * itself writes a metric unit. Browser-safe.
 */

export interface OffConventionUnit {
  /** The unit written, as it stands after the number. */
  pattern: RegExp;
  /** The unit the project writes instead, by language. */
  expected: { th: string; zh: string };
}

const NUMBER_BEFORE = '(?:\\d|[零〇一二两兩三四五六七八九十百千])\\s?';

export const OFF_CONVENTION_UNITS: readonly OffConventionUnit[] = [
  {
    pattern: new RegExp(`${NUMBER_BEFORE}(英尺|公尺|厘米|公分|(?<![千公])米)`, 'gu'),
    expected: { th: 'ฟุต', zh: '尺' },
  },
  { pattern: /\d\s?(เมตร|เซนติเมตร)/gu, expected: { th: 'ฟุต', zh: '尺' } },
  { pattern: new RegExp(`${NUMBER_BEFORE}(公里|千米)`, 'gu'), expected: { th: 'ไมล์', zh: '英里' } },
  { pattern: /\d\s?(กิโลเมตร)/gu, expected: { th: 'ไมล์', zh: '英里' } },
  { pattern: new RegExp(`${NUMBER_BEFORE}(公斤|千克)`, 'gu'), expected: { th: 'ปอนด์', zh: '磅' } },
  { pattern: /\d\s?(กิโลกรัม)/gu, expected: { th: 'ปอนด์', zh: '磅' } },
];

/** An English block that itself writes a metric unit (then the translation may too). */
export const ENGLISH_METRIC =
  /\b(?:meters?|metres?|kilometers?|kilometres?|kilograms?|centimeters?|km|kg|cm)\b/iu;
