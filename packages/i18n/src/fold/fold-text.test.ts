/** The one search fold: case, width, punctuation, Traditional -> Simplified and Thai variants, over the real glossary. */
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '../glossary/index.ts';
import { termNameZhHant } from '../zh-hant/term-names.ts';
import { indexFold, searchFoldTable } from './chinese-fold.ts';
import { foldCase, foldText } from './fold-text.ts';
import { THAI_SPELLINGS, THAI_VARIANT_PAIRS } from './thai-variants.ts';

describe('foldCase', () => {
  it('folds case, full width, punctuation, zero widths and an English plural', () => {
    expect(foldCase('  ＨＩＴ　Points! ')).toBe('hit point');
    expect(foldCase('Opportunity\u200bAttacks')).toBe('opportunityattack');
    expect(foldCase('生命值（Hit Points）')).toBe('生命值 hit point');
    expect(foldCase('Class')).toBe('class');
  });
});

describe('Thai spelling variants', () => {
  it('every listed variant folds to its spelling, and no spelling is another word\u2019s variant', () => {
    const table = { chinese: [], thai: THAI_VARIANT_PAIRS };
    const failed = THAI_SPELLINGS.flatMap(({ spelling, variants }) =>
      variants.filter((variant) => foldText(`การ${variant}`, table) !== `การ${spelling}`),
    );
    expect(failed).toEqual([]);
    const variants = new Set(THAI_VARIANT_PAIRS.map(([variant]) => variant));
    expect(THAI_SPELLINGS.filter(({ spelling }) => variants.has(spelling))).toEqual([]);
  });
});

describe('Traditional -> Simplified through OpenCC', () => {
  // The class: every glossary term's zh-Hant name (OpenCC cn -> twp, or its override) folds to its zh name (tw -> cn).
  const keys = glossaryTerms.map((term) => indexFold(term.names.zh));
  const table = searchFoldTable(keys);

  it('folds every term\u2019s zh-Hant name to its zh name, with the full converter and with the cut-down table', () => {
    const pairs = glossaryTerms.map(
      (term) => [term.id, termNameZhHant(term.id) ?? '', term.names.zh] as const,
    );
    const byConverter = pairs.filter(([, hant, hans]) => indexFold(hant) !== indexFold(hans));
    const byTable = pairs.filter(([, hant, hans]) => foldText(hant, table) !== indexFold(hans));
    console.log(
      `zh-Hant names folded to zh: ${pairs.length - byTable.length}/${pairs.length} (table), ${pairs.length - byConverter.length}/${pairs.length} (converter)`,
    );
    // The table folds as the converter does. A name apart is worded differently in zh-Hant (an override
    // in zh-hant-names.json, or a Taiwan phrase: 標準陣列 for 标准数组); search keeps both names as keys.
    expect(byTable.map(([id]) => id)).toEqual(byConverter.map(([id]) => id));
    expect(byConverter.length / pairs.length).toBeLessThan(0.02);
  });

  it('keeps the table to the keys\u2019 characters', () => {
    expect(table.chinese.length).toBeGreaterThan(0);
    expect(table.chinese.every(([, simplified]) => keys.some((key) => key.includes(simplified)))).toBe(true);
  });
});
