/**
 * The false-positive set for direction words (decision 411): every correct use in today's text of a
 * direction word whose English names no direction (direction-uses.ts), as written and with its
 * sentence written twice, checked by the number check every surface calls. It prints the uses by
 * word and the findings; there must be none.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from '../mutants/corpus-pairs.ts';
import { directionUses } from './direction-uses.ts';

const model = loadContent({});
const uses = directionUses(corpusPairs(model, loadQaExceptions(model.root)));

describe('direction words that change no quantity', () => {
  it('finds nothing on their correct uses, as written or with the sentence written twice', () => {
    const byWord = new Map<string, number>();
    const findings: string[] = [];
    for (const use of uses) {
      byWord.set(use.word, (byWord.get(use.word) ?? 0) + 1);
      for (const found of checkPair(use.pair, use.block, use.text))
        findings.push(`${use.pair.source} ${use.word}: ${found.code} ${JSON.stringify(found.params)}`);
    }
    const rows = [...byWord].map(([word, count]) => `${word}: ${count}`);
    console.log(
      `${uses.length} texts; by word:\n${rows.join('\n')}\nfindings: ${findings.length}\n${findings.slice(0, 20).join('\n')}`,
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
