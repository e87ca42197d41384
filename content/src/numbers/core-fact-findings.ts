/**
 * A section with no English (translation-only) is held to the numbers the rules core holds: where
 * the text names a weapon or spell whose damage dice the core knows (EXAMPLE_DAMAGE_DICE, given as
 * `glossary.facts`), the first dice expression after the name in the same paragraph must be the
 * core's ("ขวานใหญ่ (Greataxe) ใช้ 1d10" is an error: the Greataxe is 1d12; so is "1D10", read as 1d10,
 * beside its capital D, content.numbers.dice-case). Browser-safe: the
 * facts come as data.
 */
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { SectionGlossaryFact } from '../glossary/section-glossary.ts';
import type { ReaderLocale } from '../model/types.ts';
import { positionAt } from '../text/position-at.ts';
import { numberTokens } from './number-tokens.ts';

/** How far after a name its dice may be written ("巨斧使用 1d12", "Greataxe) ใช้ 1d12"), in characters. */
const NEAR = 24;

function occurrences(text: string, name: string): number[] {
  const found: number[] = [];
  if (name === '') return found;
  const lower = text.toLowerCase();
  const wanted = name.toLowerCase();
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length))
    found.push(at);
  return found;
}

export function coreFactFindings(
  markdown: string,
  facts: readonly SectionGlossaryFact[],
  section: { id: string; locale: ReaderLocale },
): Finding[] {
  if (facts.length === 0) return [];
  // Every dice expression as the number reader reads it: `1D10` is 1d10, not a word to pass over.
  const dice = numberTokens(markdown)
    .filter((token) => token.kind === 'dice')
    .map((token) => ({ start: token.offset, notation: token.value }));
  const names = facts.flatMap((fact) => fact.names.map((name) => ({ fact, name })));
  const nameStarts = names.flatMap(({ name }) => occurrences(markdown, name));
  const findings: Finding[] = [];
  const reported = new Set<number>();
  for (const { fact, name } of names) {
    for (const at of occurrences(markdown, name)) {
      const end = at + name.length;
      const next = dice.find((match) => match.start >= end);
      if (!next || next.start - end > NEAR) continue;
      const between = markdown.slice(end, next.start);
      // Another paragraph, or another named fact in between: not this name's dice.
      if (
        /\n\s*\n/.test(between) ||
        nameStarts.some((start) => start > at && start < next.start && start >= end)
      )
        continue;
      if (next.notation === fact.dice || reported.has(next.start)) continue;
      reported.add(next.start);
      findings.push(
        makeFinding('content.qa.fact-dice', positionAt(markdown, next.start), {
          ...section,
          name,
          expected: fact.dice,
          found: next.notation,
          rule: fact.rule,
        }),
      );
    }
  }
  return findings;
}
