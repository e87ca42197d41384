/**
 * The mutation run (issue 98): every aligned pair of today's th, zh and zh-Hant text and glossary,
 * each translated block changed one quantity at a time by the generator (generate-mutants.ts, its
 * own forms), each mutant checked by the number check every surface calls. It prints, by class and
 * locale, the mutants generated and caught, the findings on the unmutated corpus, and 20 mutants
 * sampled evenly; a class under 99% caught, or any finding on today's text outside
 * content/qa-exceptions.yaml, fails.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import type { ReaderLocale } from '../../model/types.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from './corpus-pairs.ts';
import { MUTANT_CLASSES, type Mutant, type MutantClass, mutantsOf } from './generate-mutants.ts';

const model = loadContent({});
const pairs = corpusPairs(model, loadQaExceptions(model.root));
const LOCALES: readonly ReaderLocale[] = ['th', 'zh', 'zh-hant'];

interface Tally {
  generated: number;
  caught: number;
}

const tallies = new Map<string, Tally>();
const missed: string[] = [];
const samples: string[] = [];
let falsePositives = 0;
const falsePositiveSources: string[] = [];

const key = (kind: MutantClass, locale: ReaderLocale) => `${kind}|${locale}`;

/**
 * The classes still under the 99% (decision 410): each held at the share it reaches today,
 * so it cannot fall back while the gap is open. Every other class must reach 99%.
 * (trade and start↔end reach 99% since decision 511: th 106/107, zh 103/104; 62/62, 48/48;
 * direction since decision 513: th 143/144, zh and zh-Hant 94/94.)
 */
const OPEN_FLOORS: Partial<Record<MutantClass, number>> = {
  'unit in kind': 0.98,
};

/*
 * Mutants the generator no longer makes, each because it was no change of a quantity (decision
 * 511; the checker is not consulted, and the text stays the corpus's):
 * - trade, th: two numbers one Thai clause joins ("การทอยได้ 20 หรือ 1", "18 และ 3") were traded as
 *   if a clause ended between them: the generator tested its clause end on a slice, where the space
 *   beside each digit lost the digit (generate-mutants.ts `parted`, read in the whole text). 148
 *   th trades became 107; zh's 104 are unchanged.
 * - direction: a direction word inside another word (mutation-forms.ts NOT_DIRECTIONS, which the
 *   false-positive set uses/ still takes as correct uses: 3,177 texts, 0 findings): ลด in ปลดล็อก
 *   (unlock), หัก in แตกหัก (broken), 加 in 加入过 and 加入队伍 (a person joining): "ปเพิ่มล็อก",
 *   "แตกบวก", "减入队伍" change no quantity (th direction 146 → 144, zh 97 → 94).
 * - start↔end, th: เริ่ม in เริ่มเล่นเกม, the name of the chapter "Playing the Game" ("บท “จบเล่นเกม”"):
 *   69 → 62.
 */

function run(): void {
  let seen = 0;
  for (const pair of pairs) {
    const today = checkPair(pair);
    falsePositives += today.length;
    if (today.length > 0) falsePositiveSources.push(`${pair.source} ${pair.locale}: ${today[0]!.code}`);
    const generatorLocale = pair.locale === 'th' ? 'th' : 'zh';
    pair.translated.forEach((block, index) => {
      // zh-Hant mutants are zh's, converted as the site converts the text (corpus-pairs.ts).
      for (const found of mutantsOf(block.text, generatorLocale)) {
        const tally = tallies.get(key(found.kind, pair.locale)) ?? { generated: 0, caught: 0 };
        tally.generated += 1;
        const findings = checkPair(pair, index, found.text);
        if (findings.length > 0) tally.caught += 1;
        else missed.push(`${found.kind} ${pair.locale} ${pair.source}: ${found.from} → ${found.to}`);
        tallies.set(key(found.kind, pair.locale), tally);
        seen += 1;
        if (seen % 331 === 0 && samples.length < 20)
          samples.push(shown(found, pair.source, pair.locale, findings[0]?.code));
      }
    });
  }
}

function shown(found: Mutant, source: string, locale: ReaderLocale, code: string | undefined): string {
  const around = found.text.slice(Math.max(0, found.offset - 12), found.offset + found.to.length + 12);
  return `${found.kind} | ${locale} | ${source} | ${found.from} → ${found.to} | …${around}… | ${code ?? 'not caught'}`;
}

run();

function table(): string {
  const rows = MUTANT_CLASSES.map((kind) => {
    const cells = LOCALES.map((locale) => {
      const tally = tallies.get(key(kind, locale)) ?? { generated: 0, caught: 0 };
      return `${tally.caught}/${tally.generated}`.padStart(11);
    });
    return `${kind.padEnd(14)}${cells.join('')}`;
  });
  return [`${'class'.padEnd(14)}${LOCALES.map((locale) => locale.padStart(11)).join('')}`, ...rows].join(
    '\n',
  );
}

describe('the mutation run: wrong quantities made from today’s text, each refused', () => {
  it('prints its table, 20 sampled mutants and the findings on today’s text', () => {
    const total = [...tallies.values()].reduce((sum, tally) => sum + tally.generated, 0);
    console.log(
      `${pairs.length} aligned pairs; ${total} mutants (caught/generated)\n${table()}\n` +
        `findings on the unmutated corpus (outside qa-exceptions.yaml): ${falsePositives}\n` +
        `20 sampled mutants:\n${samples.join('\n')}\nmissed (first 20):\n${missed.slice(0, 20).join('\n')}`,
    );
    if (process.env.MUTANTS_MISSED) writeFileSync(process.env.MUTANTS_MISSED, missed.join('\n'));
    expect(total).toBeGreaterThanOrEqual(5000);
    expect(new Set([...tallies.keys()].map((entry) => entry.split('|')[0])).size).toBeGreaterThanOrEqual(10);
  });

  it('finds nothing on today’s text outside content/qa-exceptions.yaml', () => {
    expect(falsePositiveSources).toEqual([]);
  });

  it.each(MUTANT_CLASSES)('catches the %s mutants: 99 in 100 in every locale, or the open floor', (kind) => {
    const floor = OPEN_FLOORS[kind] ?? 0.99;
    for (const locale of LOCALES) {
      const tally = tallies.get(key(kind, locale));
      if (!tally) continue;
      const shown = `${kind} ${locale}: ${tally.caught}/${tally.generated}`;
      expect(tally.caught / tally.generated, shown).toBeGreaterThanOrEqual(floor);
    }
  });
});
