/**
 * Every die the th and zh text names, changed one at a time, is refused at its line (issue 98):
 * the generator finds each die mention in today's translated sections with its own pattern (a
 * count, a d or D, the sides: "2d6", "d20s", "percentile d100", and inside names, "การทดสอบ D20",
 * "D20 检定"), writes another size (D20 → D30, d6 → d8) and, where a count is written, another count
 * (2d6 → 3d6), and runs the section through translation QA as `content check` does. Section ids
 * (`{#D20Test}`) and link targets (`term:D20Test`) are names, not text, and are left alone. It prints
 * the figure; every mutant must be refused at its line, and today's text gives no finding. A section
 * that one translation alone carries, with no English (a zh-only worked example), has no text to
 * hold a die to: its mutants are counted and printed apart.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../loader/load-content.ts';
import type { ContentModel, Section } from '../model/types.ts';
import { loadQaExceptions } from '../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from '../quantities/mutants/corpus-pairs.ts';
import { checkTranslationQa } from './translation-qa.ts';

const model = loadContent({});
const exceptions = loadQaExceptions(model.root);

/** A die as a reader of the rules sees one: an optional count, d or D, and the sides of a real die. */
const DIE_MENTION = /(?<![A-Za-z0-9])(\d{1,2})?([dD])(100|20|12|10|8|6|4|3|2)(?![0-9])/gu;
/** Where a die is a name, not text: a heading's id and a link's target. */
const NOT_TEXT = /\{#[^}]*\}|\]\([^)]*\)/gu;
/** Another size of die for each (a mutant the reader would roll differently). */
const OTHER_SIDES: Record<string, string> = {
  '2': '3',
  '3': '4',
  '4': '6',
  '6': '8',
  '8': '10',
  '10': '12',
  '12': '20',
  '20': '30',
  '100': '10',
};

interface DieMutant {
  markdown: string;
  /** 1-based line of the change in the section's Markdown, and its offset in it. */
  line: number;
  offset: number;
  from: string;
  to: string;
}

function dieMutants(markdown: string): DieMutant[] {
  const names = [...markdown.matchAll(NOT_TEXT)].map((m) => [m.index, m.index + m[0].length] as const);
  const mutants: DieMutant[] = [];
  for (const match of markdown.matchAll(DIE_MENTION)) {
    if (names.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const [from, count, letter, sides] = match;
    const line = markdown.slice(0, match.index).split('\n').length;
    const written = [`${count ?? ''}${letter}${OTHER_SIDES[sides!]}`];
    if (count !== undefined) written.push(`${Number(count) + 1}${letter}${sides}`);
    for (const to of written)
      mutants.push({
        markdown: markdown.slice(0, match.index) + to + markdown.slice(match.index + from.length),
        line,
        offset: match.index,
        from,
        to,
      });
  }
  return mutants;
}

/** The model with one translated section reading `markdown`, and only that section. */
function withSection(id: string, locale: 'th' | 'zh', local: Section, markdown: string): ContentModel {
  const entry = { ...model.sections.get(id)!, [locale]: { ...local, markdown } };
  return { ...model, sections: new Map([[id, entry]]) };
}

describe('a changed die in the th and zh text (issue 98)', () => {
  it('refuses every die mention changed, at its line, in names and out', () => {
    let generated = 0;
    let named = 0;
    let alone = 0;
    const missed: string[] = [];
    for (const [id, entry] of model.sections)
      for (const locale of ['th', 'zh'] as const) {
        const local = entry[locale];
        if (!local) continue;
        // A section only one translation carries, with no English: no text to hold its dice to.
        if (!entry.en && !entry[locale === 'th' ? 'zh' : 'th']) {
          alone += dieMutants(local.markdown).length;
          continue;
        }
        for (const mutant of dieMutants(local.markdown)) {
          generated += 1;
          if (/^\d*D/u.test(mutant.from)) named += 1;
          const line = local.position.line + mutant.line - 1;
          const found = checkTranslationQa(withSection(id, locale, local, mutant.markdown), exceptions);
          if (!found.some((d) => d.file === local.file && d.line === line && d.severity === 'error'))
            missed.push(`${local.file}:${line} ${mutant.from} → ${mutant.to}`);
        }
      }
    console.log(
      `die mutants: ${generated} generated (${named} with a capital D), ${generated - missed.length} refused at their line; ${alone} in sections with no other text, not checked`,
    );
    expect(generated).toBeGreaterThan(100);
    expect(missed).toEqual([]);
  });

  it('refuses every die mention changed in a glossary definition, at its place', () => {
    const definitions = corpusPairs(model, exceptions).filter(
      (pair) => pair.source.includes('definitions.') && (pair.locale === 'th' || pair.locale === 'zh'),
    );
    let generated = 0;
    const missed: string[] = [];
    for (const pair of definitions)
      for (const mutant of dieMutants(pair.translated[0]!.text)) {
        generated += 1;
        const found = checkPair(pair, 0, mutant.markdown);
        if (!found.some((finding) => finding.column === mutant.offset + 1))
          missed.push(`${pair.source} ${mutant.from} → ${mutant.to}`);
      }
    console.log(
      `glossary die mutants: ${generated} generated, ${generated - missed.length} refused at their place`,
    );
    expect(generated).toBeGreaterThan(10);
    expect(missed).toEqual([]);
  });

  it('finds nothing in today’s text', () => {
    expect(checkTranslationQa(model, exceptions).filter((d) => d.severity === 'error')).toEqual([]);
  });
});
