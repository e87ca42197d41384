/**
 * A section with no English that more than one translation carries (content/translation-only.yaml:
 * the 2024 free rules' sections, in th and in zh from one source): each held to the other's dice
 * (issue 98, decision 510). With no English block to align with, the other translation is what the
 * text can be held to; today every such pair agrees die for die, so a die one writes that the other
 * does not ("d12" for the "d10" of Dice Notation) is an error at its place in each file, naming the
 * other's. Numbers are not compared (a sentence may count in words in one and in digits in the other).
 * A die in a term's name ("การทดสอบ D20", "D20 检定") is held by kind, not by count: one translation
 * may name the D20 Test once more than the other, but not name a die the other never writes.
 * Browser-safe.
 */
import { type Finding, makeFinding } from '../findings/finding.ts';
import type { ReaderLocale } from '../model/types.ts';
import { positionAt } from '../text/position-at.ts';
import { multisetMinus } from './multiset-minus.ts';
import { numberTokens } from './number-tokens.ts';

const diceOf = (markdown: string) => numberTokens(markdown).filter((token) => token.kind === 'dice');

/** The dice of `markdown` that `other`'s text of the same section does not write, each at its place. */
export function siblingDiceFindings(
  markdown: string,
  other: { locale: ReaderLocale; markdown: string },
  section: { id: string; locale: ReaderLocale },
): Finding[] {
  const all = diceOf(markdown);
  const own = all.filter((token) => !token.named);
  const theirs = diceOf(other.markdown).map((token) => token.value);
  const unnamed = new Set(theirs);
  const strangeNames = all.filter((token) => token.named && !unnamed.has(token.value));
  const extra = multisetMinus(
    own.map((token) => token.value),
    theirs,
  );
  const lacking = multisetMinus(
    theirs,
    own.map((token) => token.value),
  );
  const pool = [...own];
  const named = strangeNames.map((token) =>
    makeFinding('content.qa.dice-sibling', positionAt(markdown, token.offset), {
      ...section,
      found: token.value,
      expected: '—',
      otherLocale: other.locale,
    }),
  );
  const counted = extra.map((value, index) => {
    const token = pool.splice(
      pool.findIndex((candidate) => candidate.value === value),
      1,
    )[0]!;
    return makeFinding('content.qa.dice-sibling', positionAt(markdown, token.offset), {
      ...section,
      found: value,
      expected: lacking[index] ?? '—',
      otherLocale: other.locale,
    });
  });
  return [...counted, ...named].sort((a, b) => a.line - b.line || a.column - b.column);
}
