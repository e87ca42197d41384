/**
 * The false-positive set for counts (decision 500): every count word of today's text with no
 * finding, written in another form that says the same (count-uses.ts), checked by the number check
 * every surface calls. It prints the rewordings by form and the findings; there must be none.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from '../mutants/corpus-pairs.ts';
import { countUses } from './count-uses.ts';
import { rewordingFindings } from './rewording-findings.ts';

const model = loadContent({});
const pairs = corpusPairs(model, loadQaExceptions(model.root)).filter((pair) => checkPair(pair).length === 0);
const uses = countUses(pairs);

describe('counts written in another form that says the same', () => {
  it('finds nothing on them', () => {
    const { findings, report } = rewordingFindings(uses, (use) => `${use.from} → ${use.to.trim()}`);
    console.log(report);
    expect(uses.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
