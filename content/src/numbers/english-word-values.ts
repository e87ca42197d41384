/**
 * The values an English text writes in words, as the quantity reader reads them (read-quantities.ts):
 * "four", "each foot" and "a" (1), "both", "twice" and "the second" (2), "the third" (3). A
 * translation may write any of them in digits ("ไม่ใช่ 2 ลูก" for "not both", "第 3 个" for "a
 * third", "ชิ้นที่ 2" for "the object beyond the one"): a number word written as a digit is the
 * same number. Browser-safe.
 */
import { readQuantities } from './read-quantities.ts';

/**
 * Words that name a number the quantity reader leaves unread, as a translation may still write it:
 * "neither of them" is "ไม่เป็นทั้ง 2 แบบ" (not both kinds). Not read as a quantity, where it would
 * answer a count of two the translation writes elsewhere.
 */
const NAMED: readonly [RegExp, string][] = [[/\bneither of\b/iu, '2']];

export function englishWordValues(text: string): Set<string> {
  const values = new Set(
    readQuantities(text, 'en')
      // Words only: a number the English writes in digits is the number check's own.
      .filter((quantity) => quantity.kind === 'number' && !/\d/u.test(quantity.written))
      .map((quantity) => quantity.value),
  );
  for (const [words, value] of NAMED) if (words.test(text)) values.add(value);
  return values;
}
