/**
 * The term-presence check (settled-names.ts) by what a name must be, on a generated set: every
 * real string pair whose English names a settled concept and whose translation holds its name,
 * with the name (and its short forms) swapped for each synonym of a dictionary harvested from the
 * glossary data: every other name and every `avoid` form of the glossary and interface-terms.json
 * in that language, and the words the seventh reading tried (核准, 签字确认, 属性块, การยืนยันที่ลงนาม,
 * สเตตบล็อก…). A synonym that holds the name (ผลพิเศษ holds ผล) names the concept and is no swap.
 * Prints caught / generated per concept and language; every one must fail.
 */
import {
  glossaryTerms,
  INTERFACE_TERMS,
  NAMESPACES,
  resources,
  type TranslatedLocale,
} from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { holdsSettledName, type SettledName, settledNamesFor } from './settled-names.ts';

/** The seventh reading's other words for a concept (its held-out classes, as the issue names them). */
const READING_WORDS: Record<TranslatedLocale, readonly string[]> = {
  th: ['การยืนยันที่ลงนาม', 'สเตตบล็อก', 'ส่วน', 'รายการคำศัพท์กฎ', 'เพลย์เทสต์', 'การอนุมัติ'],
  zh: ['核准', '签字确认', '属性块', '章节', '试玩版', '规则词汇表', '审批'],
};

/** Every rendering the glossary data holds in the language: names, short forms, `avoid` forms. */
function harvested(locale: TranslatedLocale): string[] {
  const words = new Set<string>(READING_WORDS[locale]);
  for (const term of glossaryTerms) {
    words.add(term.names[locale]);
    for (const form of term.avoid?.[locale] ?? []) words.add(form);
  }
  for (const concept of INTERFACE_TERMS) {
    words.add(concept[locale]);
    for (const form of [...(concept.forms?.[locale] ?? []), ...(concept.avoid[locale] ?? [])])
      words.add(form);
  }
  return [...words].filter((word) => word.length > 1 && !word.includes('{{'));
}

/** Synonyms for a concept: the harvested words that do not hold its name, its own `avoid` forms first. */
function synonymsOf(
  settled: SettledName,
  locale: TranslatedLocale,
  pool: readonly string[],
  take = 6,
): string[] {
  const own = new Set([
    ...(INTERFACE_TERMS.find((concept) => concept.id === settled.term)?.avoid[locale] ?? []),
    ...(glossaryTerms.find((term) => term.id === settled.term)?.avoid?.[locale] ?? []),
  ]);
  const candidates = [...own, ...pool.filter((word) => !own.has(word))];
  return candidates.filter((word) => !holdsSettledName(word, settled)).slice(0, take);
}

/** The text with every form of the name (longest first) swapped for `synonym`. */
function swapped(text: string, settled: SettledName, synonym: string): string {
  return [...settled.holds]
    .sort((a, b) => b.length - a.length)
    .reduce((result, form) => result.replaceAll(form, synonym), text);
}

interface Figure {
  generated: number;
  caught: number;
  missed: string[];
}

function generatedSet(locale: TranslatedLocale): Map<string, Figure> {
  const pool = harvested(locale);
  const figures = new Map<string, Figure>();
  for (const namespace of NAMESPACES) {
    const english = resources.en[namespace] ?? {};
    for (const [key, text] of Object.entries(resources[locale][namespace] ?? {})) {
      const source = english[key];
      if (!source) continue;
      for (const settled of settledNamesFor(source, locale, key)) {
        if (!holdsSettledName(text, settled)) continue;
        const figure = figures.get(settled.term) ?? { generated: 0, caught: 0, missed: [] };
        for (const synonym of synonymsOf(settled, locale, pool)) {
          const broken = swapped(text, settled, synonym);
          figure.generated += 1;
          const still = settledNamesFor(source, locale, key).find((named) => named.term === settled.term);
          if (still && !holdsSettledName(broken, still)) figure.caught += 1;
          else figure.missed.push(`${key}: ${broken}`);
        }
        figures.set(settled.term, figure);
      }
    }
  }
  return figures;
}

describe('a settled name swapped for any other word fails (generated from the real strings)', () => {
  it.each(['th', 'zh'] as const)('%s: every swap of every concept is caught', (locale) => {
    const figures = generatedSet(locale);
    const rows = [...figures].map(
      ([term, { generated, caught }]) => `${locale} ${term}: ${caught}/${generated}`,
    );
    console.log(rows.join('\n'));
    const total = [...figures.values()].reduce((sum, figure) => sum + figure.generated, 0);
    console.log(`${locale}: ${figures.size} concepts, ${total} swaps`);
    for (const id of [
      'approval',
      'acceptance',
      'playtest',
      'rules-glossary',
      'section',
      'StatBlock',
      'Effect',
    ])
      expect(figures.get(id)?.generated ?? 0, `${locale} ${id}`).toBeGreaterThan(0);
    expect([...figures.values()].flatMap((figure) => figure.missed)).toEqual([]);
  });

  it('the seventh reading’s live misses fail: acceptance called an approval, 章节 for a section', () => {
    const acceptance = settledNamesFor("acceptance withdrawn: the maintainer's key was revoked", 'zh');
    expect(acceptance.map(({ term }) => term)).toContain('acceptance');
    expect(acceptance.every((named) => holdsSettledName('认可已撤回：维护者的密钥已被吊销', named))).toBe(
      false,
    );
    const section = settledNamesFor(
      'Section "{{id}}" has no {{localeCode}} translation (English is shown)',
      'zh',
    );
    expect(section.find(({ term }) => term === 'section')).toBeDefined();
    expect(
      holdsSettledName(
        '章节“{{id}}”没有 {{localeCode}} 译文',
        section.find(({ term }) => term === 'section')!,
      ),
    ).toBe(false);
    expect(holdsSettledName('本节没有英文原文', section.find(({ term }) => term === 'section')!)).toBe(true);
  });

  it('code, placeholders and command names are no naming of a concept', () => {
    expect(settledNamesFor('approvals/<locale>/glossary/<TermId>.json; 8d6[fire]; {{effect}}', 'zh')).toEqual(
      [],
    );
    expect(settledNamesFor('review: nothing written', 'th', 'cli.content.review.nothing-written')).toEqual(
      [],
    );
  });
});
