/**
 * Look-alike names (Unicode UTS #39, "Confusable Detection"): two names are confusable when their
 * skeletons are equal. skeleton(X) = NFD(map(NFD(X))), where map replaces each character by its
 * prototype in the Unicode confusables table (`unhomoglyph`'s copy of confusables.txt, kept by
 * nodeca: docs/decisions/2026-11-29-421-names-folded-as-people-see-them.md says why that package).
 * Names are compared as people see them:
 * - blanks fold first: any run of white space, the Braille blank U+2800, the ideographic space
 *   U+3000 and the Hangul fillers (they show as a blank) becomes one space, the ends are trimmed, and
 *   every other default-ignorable character (zero-width space, joiners, variation selectors) is
 *   dropped: "Somchai  Jaidee" is "Somchai Jaidee";
 * - NFKC first: full-width Ｓｏｍｃｈａｉ, math-bold 𝐒, compatibility ideographs (李) and Thai
 *   SARA AM typed as NIKHAHIT + SARA AA are the letters they show;
 * - Thai marks in one order: a tone mark typed after SARA AM (ค + ำ + ่) goes before it, and the
 *   marks on one consonant sort vowel, tone, then the rest (as a keyboard types them);
 * - a mark repeated on one letter shows once (ดีี is ดี), and a combining mark of no script of its
 *   own (Script=Inherited: a dot, macron or ring above or below) is folded away: Thai vowels and
 *   tone marks are Thai and stay;
 * - the skeleton is taken before case folding, then again after it: the table's prototypes are
 *   often capitals (Lisu ꓢ and math-bold 𝐒 map to "S"), which lowercasing first never met.
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
/** A combining mark of no script of its own (a dot, macron, ring above or below): folded away. */
const INHERITED_MARK = /(?=\p{Script=Inherited})\p{M}/gu;
/** The same mark again on one letter. */
const REPEATED_MARK = /(\p{M})\1+/gu;
/** A Thai tone mark typed after SARA AM (NFKC: NIKHAHIT + SARA AA): it belongs before it. */
const TONE_AFTER_SARA_AM = /\u0e4d\u0e32([\u0e48-\u0e4b]+)/gu;
/** The Thai marks on one consonant. */
const THAI_MARKS = /[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]{2,}/gu;

/** A Thai mark's place on its consonant: vowel above or below, tone, then the rest. */
function thaiMarkOrder(mark: string): number {
  if (/[\u0e48-\u0e4b]/u.test(mark)) return 1;
  return /[\u0e4c-\u0e4e]/u.test(mark) ? 2 : 0;
}

/** Marks as people see them: Thai ones in one order, a repeated one once, inherited ones gone. */
function foldedMarks(text: string): string {
  return text
    .replace(TONE_AFTER_SARA_AM, '$1\u0e4d\u0e32')
    .replace(THAI_MARKS, (marks) => [...marks].sort((a, b) => thaiMarkOrder(a) - thaiMarkOrder(b)).join(''))
    .replace(INHERITED_MARK, '')
    .replace(REPEATED_MARK, '$1');
}

/** The name with its blanks folded to one space and its invisible characters dropped. */
export function foldedName(name: string): string {
  return name.replace(BLANKS, ' ').replace(IGNORABLE, '').replace(BLANKS, ' ').trim();
}

function skeleton(text: string): string {
  return foldedMarks(unhomoglyph(foldedMarks(text.normalize('NFD'))).normalize('NFD'));
}

/** The keys `name` is compared by: its skeleton case-folded and skeleton again, and the case-folded name's. */
export function nameSkeletons(name: string): [string, string] {
  const folded = foldedName(foldedName(name).normalize('NFKC'));
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
