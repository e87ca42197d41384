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

const model = loadContent({});
const pairs = corpusPairs(model, loadQaExceptions(model.root)).filter((pair) => checkPair(pair).length === 0);
const uses = countUses(pairs);

describe('counts written in another form that says the same', () => {
  it('finds nothing on them', () => {
    const byForm = new Map<string, number>();
    const findings: string[] = [];
    for (const use of uses) {
      const form = `${use.from} → ${use.to.trim()}`;
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
