/**
 * The Thai phrase the site's line-break probe lays out (browser/thai-word-breaks.ts), with its
 * grapheme clusters (found from its combining marks) and word breaks (written out). They are facts
 * of this one phrase (the unit test checks them against Intl.Segmenter), so the probe makes no
 * Intl.Segmenter: the first one a page
 * makes loads the engine's break data, 50-300 ms of main thread on a throttled phone (issue 73
 * item 7), and a browser that breaks Thai natively (Chromium, Firefox, Safari) needs none.
 */
export const THAI_PROBE = 'การทอยป้องกันความตายเมื่อค่าพลังชีวิตเหลือศูนย์';

/**
 * The offset where each grapheme cluster of THAI_PROBE starts (a consonant with its marks is one):
 * every character but a combining mark (the vowels above and below, the tone marks, ็ ์ ํ ๎) starts
 * one. Computed, not written out: 36 B less gzip in every page's head script.
 */
export const THAI_PROBE_CLUSTERS: readonly number[] = [...THAI_PROBE].flatMap((char, index) =>
  /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u.test(char) ? [] : [index],
);

/** The offsets between THAI_PROBE's words (การ|ทอย|ป้องกัน|ความ|ตาย|เมื่อ|ค่า|พลัง|ชีวิต|เหลือ|ศูนย์). */
export const THAI_PROBE_WORD_BREAKS: readonly number[] = [3, 6, 13, 17, 20, 25, 28, 32, 37, 42];
