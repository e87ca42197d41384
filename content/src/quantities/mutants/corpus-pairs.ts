/**
 * Every aligned pair of today's text the quantity check reads, from the content tree and the
 * glossary: each section's translated blocks with the English blocks they stand for (th, zh, and
 * zh-Hant converted from zh by OpenCC, as the site derives it), and each glossary definition with its
 * English. Each pair checks a changed translated block through the number check every surface
 * calls (numbers/section-number-findings.ts), with the section's declared exceptions.
 */
import { plainTaiwanConversion } from '@polyhedral/i18n/zh-hant';
import { alignBlocks } from '../../align/align-blocks.ts';
import { definitionsFile, readDefinitions } from '../../glossary/glossary-files.ts';
import type { ContentModel, ReaderLocale } from '../../model/types.ts';
import { alignedGroups } from '../../numbers/aligned-groups.ts';
import { type BlockText, blockTexts } from '../../numbers/block-texts.ts';
import { checkSectionNumbers } from '../../numbers/section-number-findings.ts';
import { isQaException, type QaExceptions } from '../../qa/qa-exceptions-match.ts';

export interface CorpusPair {
  /** Where the translated text is: a file and section, or a glossary file and term. */
  source: string;
  locale: ReaderLocale;
  english: BlockText[];
  translated: BlockText[];
  /** By translated block, the English blocks it stands for (indexes into `english`). */
  en: number[][];
  excepted: (kind: 'number' | 'dice' | 'quantity', value: string) => boolean;
  /** zh-Hant: the translated blocks are zh's, converted by OpenCC when checked (a mutant too). */
  converted?: true;
}

export interface Reported {
  code: string;
  params: Record<string, string | number>;
  line: number;
  column: number;
}

const hant = (block: BlockText): BlockText => ({ ...block, text: plainTaiwanConversion(block.text) });

/** The number check's findings on a pair whose translated block `index` now reads `text`. */
export function checkPair(pair: CorpusPair, index?: number, text?: string): Reported[] {
  const translated = pair.translated.map((block, at) => {
    const written = at === index && text !== undefined ? { ...block, text } : block;
    return pair.converted ? hant(written) : written;
  });
  const found: Reported[] = [];
  checkSectionNumbers(
    pair.english,
    translated,
    { ok: true, en: pair.en },
    {
      locale: pair.locale,
      excepted: pair.excepted,
      facts: [],
      report: (code, params, at) => found.push({ code, params, ...at }),
    },
  );
  return found;
}

function sectionPairs(model: ContentModel, exceptions: QaExceptions): CorpusPair[] {
  const pairs: CorpusPair[] = [];
  for (const [id, entry] of model.sections) {
    if (!entry.en) continue;
    const english = blockTexts(entry.en.markdown);
    for (const locale of ['th', 'zh'] as const) {
      const local = entry[locale];
      if (!local) continue;
      const translated = blockTexts(local.markdown);
      const alignment = alignBlocks(
        english.map(({ block }) => block),
        translated.map(({ block }) => block),
      );
      if (!alignment.ok) continue;
      for (const group of alignedGroups(alignment.en)) {
        if (group.english.length === 0) continue;
        const blocks = group.translated.map((index) => translated[index]!);
        const base = {
          source: `${local.file}#${id}`,
          english: group.english.map((index) => english[index]!),
          en: blocks.map(() => group.english.map((_, at) => at)),
        };
        for (const written of locale === 'zh' ? (['zh', 'zh-hant'] as const) : [locale])
          pairs.push({
            ...base,
            locale: written,
            translated: blocks,
            excepted: (kind, value) => isQaException(exceptions, written, id, kind, value),
            ...(written === 'zh-hant' ? { converted: true as const } : {}),
          });
      }
    }
  }
  return pairs;
}

function asBlock(text: string): BlockText {
  return {
    block: { index: 0, kind: 'paragraph', line: 1, text },
    text,
    at: (offset) => ({ line: 1, column: offset + 1 }),
  };
}

function glossaryPairs(root: string): CorpusPair[] {
  const english = readDefinitions(root, 'en') ?? {};
  return (['th', 'zh'] as const).flatMap((locale) =>
    Object.entries(readDefinitions(root, locale) ?? {}).flatMap(([term, text]) => {
      const source = english[term];
      if (source === undefined) return [];
      const base = {
        source: `${definitionsFile(root, locale)}#${term}`,
        english: [asBlock(source)],
        en: [[0]],
      };
      const none = () => false;
      const own: CorpusPair = { ...base, locale, translated: [asBlock(text)], excepted: none };
      if (locale === 'th') return [own];
      return [own, { ...own, locale: 'zh-hant', converted: true }];
    }),
  );
}

/** Every pair of today's sections and glossary definitions. */
export function corpusPairs(model: ContentModel, exceptions: QaExceptions): CorpusPair[] {
  return [...sectionPairs(model, exceptions), ...glossaryPairs(model.root)];
}
