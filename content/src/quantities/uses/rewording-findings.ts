/**
 * What the number check every surface calls finds on a false-positive set (correct rewordings of
 * today's text: direction, count and unit uses), with the set counted by form for the test to print.
 */
import { type CorpusPair, checkPair } from '../mutants/corpus-pairs.ts';

interface Rewording {
  pair: CorpusPair;
  block: number;
  text: string;
}

export function rewordingFindings<T extends Rewording>(
  uses: readonly T[],
  formOf: (use: T) => string,
): { findings: string[]; report: string } {
  const byForm = new Map<string, number>();
  const findings: string[] = [];
  for (const use of uses) {
    const form = formOf(use);
    byForm.set(form, (byForm.get(form) ?? 0) + 1);
    for (const found of checkPair(use.pair, use.block, use.text))
      findings.push(
        `${use.pair.locale} ${use.pair.source} ${form}: ${found.code} ${JSON.stringify(found.params)}`,
      );
  }
  const rows = [...byForm].map(([form, count]) => `${form}: ${count}`);
  const report = `${uses.length} rewordings; by form:\n${rows.join('\n')}\nfindings: ${findings.length}\n${findings.slice(0, 30).join('\n')}`;
  return { findings, report };
}
