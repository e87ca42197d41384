/**
 * Look-alike names (Unicode UTS #39, "Confusable Detection"): two names are confusable when their
 * skeletons are equal. skeleton(X) = NFD(map(NFD(X))), where map replaces each character by its
 * prototype in the Unicode confusables table (`unhomoglyph`'s copy of confusables.txt, kept by
 * nodeca: docs/decisions/2026-11-28-240-names-as-people-see-them.md says why that package).
 * Names are compared as people see them:
 * - blanks fold first: any run of white space, the Braille blank U+2800, the ideographic space
 *   U+3000 and the Hangul fillers (they show as a blank) becomes one space, the ends are trimmed, and
 *   every other default-ignorable character (zero-width space, joiners, variation selectors) is
 *   dropped: "Somchai  Jaidee" is "Somchai Jaidee";
 * - the skeleton is taken before case folding, then again after it: the table's prototypes are
 *   often capitals (Lisu ꓢ and math-bold 𝐒 map to "S"), which lowercasing first never met;
 * - a combining dot above on a letter that already has its dot (dotless ı maps to i) adds nothing
 *   a reader sees, and is dropped.
 * Two keys per name (the skeleton of the case-folded name too, so "SOMCHAI" is no second person);
 * names sharing either key are look-alikes. Mixed scripts in one word are refused before this
 * (trust/reviewer-name.ts), with invisible characters.
 */
import unhomoglyph from 'unhomoglyph';
import type { TrustProblem } from './reviewer-name.ts';
import { reviewerNameProblem } from './reviewer-name.ts';

/** Characters that show as a blank: white space, the Braille blank, the Hangul fillers. */
const BLANKS = /[\s\u2800\u3164\u115f\u1160\uffa0]+/gu;
/** Default-ignorable characters that show as nothing (the blank ones were folded before). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
/** A combining dot above on a letter that has its dot already (i, j and their kin). */
const REDUNDANT_DOT = /(\p{Soft_Dotted})\u0307/gu;

/** The name with its blanks folded to one space and its invisible characters dropped. */
export function foldedName(name: string): string {
  return name.replace(BLANKS, ' ').replace(IGNORABLE, '').replace(BLANKS, ' ').trim();
}

function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD').replace(REDUNDANT_DOT, '$1');
}

/** The keys `name` is compared by: its skeleton case-folded and skeleton again, and the case-folded name's. */
export function nameSkeletons(name: string): [string, string] {
  const folded = foldedName(name);
  return [skeleton(skeleton(folded).toLowerCase()), skeleton(folded.toLowerCase())];
}

/**
 * The registered name `name` looks like without being it, or null: a name equal to a registered
 * one is that reviewer's; a different spelling sharing a key is a look-alike.
 */
export function lookalikeOf(name: string, registered: Iterable<string>): string | null {
  const keys = nameSkeletons(name);
  for (const other of registered) {
    if (other === name) continue;
    const otherKeys = nameSkeletons(other);
    if (otherKeys.some((key) => keys.includes(key))) return other;
  }
  return null;
}

/**
 * The one check of a name that is to be credited (reviewers.yaml, an import, an acceptance, the
 * workbench's Mark reviewed, a glossary approval): a plain name (reviewer-name.ts: no invisible
 * character, no markup, no mixed scripts in a word) and no look-alike of a registered one.
 */
export function creditedNameProblem(name: string, registered: Iterable<string>): TrustProblem | null {
  const problem = reviewerNameProblem(name);
  if (problem) return problem;
  const other = lookalikeOf(name, registered);
  return other === null ? null : { code: 'handback.trust.name.lookalike', params: { name, other } };
}
