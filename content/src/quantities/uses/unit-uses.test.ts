/**
 * The false-positive set for units (decision 501): a unit of today's text with no finding, left
 * out once where the block names it again, or written in the other form the text uses for it
 * (unit-uses.ts), checked by the number check every surface calls. It prints the rewordings by form and the findings; there must be none.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../loader/load-content.ts';
import { loadQaExceptions } from '../../qa/qa-exceptions.ts';
import { checkPair, corpusPairs } from '../mutants/corpus-pairs.ts';
import { unitUses } from './unit-uses.ts';

const model = loadContent({});
const pairs = corpusPairs(model, loadQaExceptions(model.root)).filter((pair) => checkPair(pair).length === 0);
const uses = unitUses(pairs);

describe('units left out once, or written in the other form the text uses', () => {
  it('finds nothing on them', () => {
    const byForm = new Map<string, number>();
    const findings: string[] = [];
    for (const use of uses) {
      const form = `${use.from} → ${use.to || '(left out)'}`;
      byForm.set(form, (byForm.get(form) ?? 0) + 1);
      for (const found of checkPair(use.pair, use.block, use.text))
        findings.push(
          `${use.pair.locale} ${use.pair.source} ${form}: ${found.code} ${JSON.stringify(found.params)}`,
        );
    }
    const rows = [...byForm].map(([form, count]) => `${form}: ${count}`);
    console.log(
      `${uses.length} rewordings; by form:\n${rows.join('\n')}\nfindings: ${findings.length}\n${findings.slice(0, 30).join('\n')}`,
    );
    expect(uses.length).toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });
});
