/**
 * The queries tests/built/search.built.ts runs through the built search index in Node. Pagefind
 * splits a Thai or Chinese query into words with the Intl.Segmenter of the JavaScript it runs in,
 * so those results hold for a reader's browser only where it splits them as Node does: the browser
 * checks' 30-search compares the two on SEGMENTED_QUERIES.
 */

/** Concentration: the calculator's page and the tracker, per locale (issue 46). */
export const CONCENTRATION_QUERIES = [
  ['en', 'concentration'],
  ['th', 'สมาธิ'],
  ['zh', '专注'],
  ['zh-hant', '專注'],
] as const;

/** Thai and Chinese words, each with the pages one of which it must find (or rank first). */
export const WORD_QUERIES = {
  thProficiency: 'ความเชี่ยวชาญ',
  thDeathSave: 'ทอยป้องกันความตาย',
  thAdvantage: 'ได้เปรียบ',
  zhSavingThrow: '豁免检定',
  zhCharacterCreation: '角色创建',
} as const;

/**
 * Ten words a Traditional Chinese reader searches for, in Traditional script, each with the rule
 * page that explains it (the page must be among the results the dialog shows).
 */
export const ZH_HANT_RECALL: ReadonlyArray<readonly [string, string]> = [
  ['傷害', 'DamageandHealing'],
  ['優勢', 'D20Tests'],
  ['豁免檢定', 'D20Tests'],
  ['生命值', 'DamageandHealing'],
  ['擒抱', 'Conditions'],
  ['先攻', 'Combat'],
  ['臨時生命值', 'DamageandHealing'],
  ['掩護', 'Combat'],
  ['護甲等級', 'D20Tests'],
  ['熟練加值', 'D20Tests'],
];

/** Every query above that Pagefind splits into words, with the language it splits it in (its index's). */
export const SEGMENTED_QUERIES: ReadonlyArray<readonly [string, string]> = [
  ...CONCENTRATION_QUERIES.filter(([locale]) => locale !== 'en').map(
    ([locale, query]) => [locale === 'zh' ? 'zh-cn' : locale, query] as const,
  ),
  ['th', 'delving'],
  ['th', WORD_QUERIES.thProficiency],
  ['th', WORD_QUERIES.thDeathSave],
  ['th', WORD_QUERIES.thAdvantage],
  ['zh-cn', WORD_QUERIES.zhSavingThrow],
  ['zh-cn', WORD_QUERIES.zhCharacterCreation],
  ...ZH_HANT_RECALL.map(([term]) => ['zh-hant', term] as const),
];

/** The words Intl.Segmenter splits `query` into, as Pagefind joins them (spaces between). */
export function wordsOf(language: string, query: string): string {
  const words = new Intl.Segmenter(language, { granularity: 'word' }).segment(query);
  return [...words].map((word) => word.segment).join(' ');
}
