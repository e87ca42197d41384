/**
 * The false-positive set for units (decision 501): a unit of today's text with no finding, left
 * out once where the block names it again, or written in the other form the text uses for it
 * (unit-uses.ts), checked by the number check every surface calls. It prints the rewordings by form and the findings; there must be none.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from '../mutants/corpus-pairs.ts';
import { rewordingFindings } from './rewording-findings.ts';
import { unitUses } from './unit-uses.ts';

const model = loadContent({});
const pairs = corpusPairs(model, loadQaExceptions(model.root)).filter((pair) => checkPair(pair).length === 0);
const uses = unitUses(pairs);

describe('units left out once, or written in the other form the text uses', () => {
  it('finds nothing on them', () => {
    const { findings, report } = rewordingFindings(uses, (use) => `${use.from} → ${use.to || '(left out)'}`);
    console.log(report);
    expect(uses.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
