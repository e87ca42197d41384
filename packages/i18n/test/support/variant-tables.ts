/**
 * OpenCC's own tables, as the opencc-js package ships them (`dist/esm-lib/dict/*.js`, the data of
 * OpenCC 1.4, Apache-2.0), read as the list of what a zh-Hant (Taiwan) text must not hold:
 * - TWPhrases and TWPhrasesRev (taiwan-phrases.ts): Mainland phrases in Traditional script and the
 *   Taiwan phrase for each (鼠標 -> 滑鼠; 網址 -> 地址 read backwards).
 *   The converter writes these itself; one left in a text was cut apart by a fixed word or written
 *   by hand.
 * - TWVariants: characters Taiwan writes another way (着 -> 著, 裏 -> 裡).
 * - STPhrases: a character the converter changes when it stands alone (采 -> 採, 游 -> 遊) is
 *   Simplified in a zh-Hant text, unless a phrase of STPhrases keeps it there (英里, 若干, 游泳) or a
 *   fixed word does (a glossary name, a word correction), and no phrase reads the text with it
 *   converted (沒有采納: 有采 keeps 采, 採納 is a phrase): the sixth reading's H11.
 * Node only: it reads the files (the checks use it, never a page).
 */

import { type OpenccTable, readOpenccTable as readTable } from '../../src/zh-hant/opencc-tables.ts';
import { plainTaiwanConversion } from '../../src/zh-hant/opencc-taiwan.ts';
import { mainlandPhrases } from '../../src/zh-hant/taiwan-phrases.ts';

/** A Mainland form a zh-Hant text holds: what, where (UTF-16 offset), what Taiwan writes, which table. */
export interface VariantFinding {
  found: string;
  index: number;
  taiwan: string;
  table: 'TWPhrases' | 'TWVariants' | 'STCharacters';
}

interface Tables {
  phrases: OpenccTable;
  variants: OpenccTable;
  /** Per Traditional character: the Traditional phrases of STPhrases that hold it. */
  phrasesWith: Map<string, string[]>;
}

let tables: Tables | undefined;

function loaded(): Tables {
  if (tables === undefined) {
    const phrasesWith = new Map<string, string[]>();
    for (const [, [traditional]] of readTable('STPhrases'))
      for (const char of new Set(traditional)) {
        const list = phrasesWith.get(char) ?? [];
        list.push(traditional!);
        phrasesWith.set(char, list);
      }
    tables = {
      // Both ways: TWPhrases and TWPhrasesRev read backwards (taiwan-phrases.ts).
      phrases: new Map([...mainlandPhrases()].map(([mainland, taiwan]) => [mainland, [taiwan]])),
      variants: new Map([...readTable('TWVariants')].filter(([key, [taiwan]]) => key !== taiwan)),
      phrasesWith,
    };
  }
  return tables;
}

/** How many entries each table gives the check (a test holds that they were read). */
export function variantTableSizes(): Record<VariantFinding['table'], number> {
  const { phrases, variants, phrasesWith } = loaded();
  return { TWPhrases: phrases.size, TWVariants: variants.size, STCharacters: phrasesWith.size };
}

/** Whether a phrase of `phrases` covers the character at `index` of `text`. */
function coveredAt(text: string, index: number, length: number, phrases: readonly string[]): boolean {
  return phrases.some((phrase) => {
    for (
      let at = text.indexOf(phrase, Math.max(0, index - phrase.length + 1));
      at >= 0 && at <= index;
      at = text.indexOf(phrase, at + 1)
    )
      if (at + phrase.length >= index + length) return true;
    return false;
  });
}

/**
 * Every Mainland phrase (TWPhrases), non-Taiwan variant (TWVariants) and Simplified character of a
 * zh-Hant text, in text order; `kept` are the words the project writes on purpose (glossary names,
 * word corrections): a finding inside one is none. `phrasesToo` leaves TWPhrases out when false
 * (the rules text, whose 文件 is a document and 遠程 ranged: the phrases are computing words).
 */
export function mainlandVariantsIn(
  text: string,
  kept: readonly string[] = [],
  phrasesToo = true,
): VariantFinding[] {
  const { phrases, variants, phrasesWith } = loaded();
  const found: VariantFinding[] = [];
  if (phrasesToo)
    for (const [phrase, [taiwan]] of phrases)
      for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
        if (!coveredAt(text, at, phrase.length, kept))
          found.push({ found: phrase, index: at, taiwan: taiwan!, table: 'TWPhrases' });
  let index = 0;
  for (const char of text) {
    const variant = variants.get(char);
    if (variant && !coveredAt(text, index, char.length, kept))
      found.push({ found: char, index, taiwan: variant[0]!, table: 'TWVariants' });
    const alone = plainTaiwanConversion(char);
    if (alone !== char && !coveredAt(text, index, char.length, kept)) {
      // Kept by a phrase (英里, 若干, 游泳) unless the text read with the converted character is a
      // phrase too (沒有采納: 有采 keeps 采, but 採納 is the phrase).
      const keeps = coveredAt(text, index, char.length, phrasesWith.get(char) ?? []);
      const read = text.slice(0, index) + alone + text.slice(index + char.length);
      const converts = coveredAt(read, index, alone.length, phrasesWith.get(alone) ?? []);
      const asVariant = found.some((finding) => finding.index === index && finding.table === 'TWVariants');
      if ((!keeps || converts) && !asVariant)
        found.push({ found: char, index, taiwan: alone, table: 'STCharacters' });
    }
    index += char.length;
  }
  return found.sort((a, b) => a.index - b.index);
}
