/**
 * The Thai phrase the line-break probe lays out, with its clusters and word breaks written out (the
 * unit test checks them against Intl.Segmenter): a page's first segmenter costs 50-300 ms on a
 * throttled phone (issue 73 item 7), and native breakers need none.
 */
export const THAI_PROBE = 'การทอยป้องกันความตายเมื่อค่าพลังชีวิตเหลือศูนย์';

/** Where each cluster of THAI_PROBE starts: every character but a combining mark (computed: 36 B less gzip). */
export const THAI_PROBE_CLUSTERS: readonly number[] = [...THAI_PROBE].flatMap((char, index) =>
  /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]/u.test(char) ? [] : [index],
);

/** The offsets between THAI_PROBE's words (การ|ทอย|ป้องกัน|ความ|ตาย|เมื่อ|ค่า|พลัง|ชีวิต|เหลือ|ศูนย์). */
export const THAI_PROBE_WORD_BREAKS: readonly number[] = [3, 6, 13, 17, 20, 25, 28, 32, 37, 42];
