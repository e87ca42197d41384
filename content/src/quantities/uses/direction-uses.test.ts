/**
 * The false-positive set for direction words (decision 411): every correct use in today's text of a
 * direction word whose English names no direction (direction-uses.ts), as written and with its
 * sentence written twice, checked by the number check every surface calls. It prints the uses by
 * word and the findings; there must be none.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { corpusPairs } from '../mutants/corpus-pairs.ts';
import { directionUses } from './direction-uses.ts';
import { rewordingFindings } from './rewording-findings.ts';

const model = loadContent({});
const uses = directionUses(corpusPairs(model, loadQaExceptions(model.root)));

describe('direction words that change no quantity', () => {
  it('finds nothing on their correct uses, as written or with the sentence written twice', () => {
    const { findings, report } = rewordingFindings(uses, (use) => use.word);
    console.log(report);
    expect(uses.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
