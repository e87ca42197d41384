/**
 * What a change does to a section's numbers: its digits and dice before and after as multisets,
 * paired in order ("1d12" -> "1d10", "—" for none). A section with no English has nothing else to
 * hold its numbers to, so each change is a finding (qa-number-unchecked). Browser-safe.
 */
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ReaderLocale } from '../model/types.ts';
import { multisetMinus } from '../numbers/multiset-minus.ts';
import { positionAt } from '../text/position-at.ts';
import { sectionFacts } from './section-facts.ts';

/** The mark for "no number" on one side of a change. */
export const NO_NUMBER = '—';

export interface NumberChange {
  before: string;
  after: string;
}

function pair(removed: readonly string[], added: readonly string[]): NumberChange[] {
  const changes: NumberChange[] = [];
  for (let index = 0; index < Math.max(removed.length, added.length); index += 1) {
    changes.push({ before: removed[index] ?? NO_NUMBER, after: added[index] ?? NO_NUMBER });
  }
  return changes;
}

/** The numbers and dice expressions `after` has in place of `before`'s (none: the same numbers). */
export function numberChanges(before: string, after: string): NumberChange[] {
  const from = sectionFacts(before);
  const to = sectionFacts(after);
  return [
    ...pair(multisetMinus(from.dice, to.dice), multisetMinus(to.dice, from.dice)),
    ...pair(multisetMinus(from.numbers, to.numbers), multisetMinus(to.numbers, from.numbers)),
  ];
}

function positionOf(markdown: string, value: string) {
  if (value === NO_NUMBER) return { line: 1, column: 1 };
  const at = markdown.indexOf(value);
  return at < 0 ? { line: 1, column: 1 } : positionAt(markdown, at);
}

/** One warning per changed number of a section with no English (qa-number-unchecked). */
export function changedNumberFindings(
  before: string,
  after: string,
  section: { id: string; locale: ReaderLocale },
): Finding[] {
  return numberChanges(before, after).map((change) =>
    makeFinding('content.qa.number-unchecked', positionOf(after, change.after), { ...section, ...change }),
  );
}
