/**
 * The Thai phrase the site's line-break probe lays out (browser/thai-word-breaks.ts), with its
 * grapheme clusters and word breaks written out. They are facts of this one phrase (the unit test
 * checks them against Intl.Segmenter), so the probe makes no Intl.Segmenter: the first one a page
 * makes loads the engine's break data, 50-300 ms of main thread on a throttled phone (issue 73
 * item 7), and a browser that breaks Thai natively (Chromium, Firefox, Safari) needs none.
 */
export const THAI_PROBE = 'การทอยป้องกันความตายเมื่อค่าพลังชีวิตเหลือศูนย์';

/** The offset where each grapheme cluster of THAI_PROBE starts (a consonant with its marks is one). */
export const THAI_PROBE_CLUSTERS: readonly number[] = [
  0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 27, 28, 29, 31, 32, 34, 36,
  37, 38, 39, 41, 42, 44, 45,
];

/** The offsets between THAI_PROBE's words (การ|ทอย|ป้องกัน|ความ|ตาย|เมื่อ|ค่า|พลัง|ชีวิต|เหลือ|ศูนย์). */
export const THAI_PROBE_WORD_BREAKS: readonly number[] = [3, 6, 13, 17, 20, 25, 28, 32, 37, 42];
