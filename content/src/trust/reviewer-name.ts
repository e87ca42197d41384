/**
 * One check for every reviewer's (or reader's) name and review date entering the project. A name is
 * shown on pages and written to YAML and commits: no markup, no control or invisible format
 * character (a right-to-left override made "Somchai" read as another name), words parted by one
 * plain space, no word mixing scripts (mixed-script.ts), at most MAX_REVIEWER_NAME_LENGTH
 * characters. A date is a real YYYY-MM-DD not after tomorrow (UTC: east of Greenwich is a day ahead).
 */
import { isCalendarDate } from '../text/plain-text.ts';
import { mixedScriptWord } from './mixed-script.ts';

/** Longest name accepted, in characters (code points). */
export const MAX_REVIEWER_NAME_LENGTH = 80;

export type ReviewerNameProblemCode =
  | 'handback.trust.name.empty'
  | 'handback.trust.name.too-long'
  | 'handback.trust.name.markup'
  | 'handback.trust.name.control'
  | 'handback.trust.name.invisible'
  | 'handback.trust.name.spaces'
  | 'handback.trust.name.mixed-script';

export type ReviewDateProblemCode = 'handback.trust.date.invalid' | 'handback.trust.date.future';

export interface TrustProblem<Code extends string = string> {
  code: Code;
  params: Record<string, string | number>;
}

/** C0, DEL, C1, line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
/**
 * Bidi controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) and other invisible format
 * characters (zero-width space and joiners, word joiner, BOM, soft hyphen, tag characters, variation
 * selectors, the Hangul fillers that show as a blank: every Default_Ignorable_Code_Point that can stand
 * alone in a name).
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u061c\u180e]/u;
/**
 * Blanks that are not one plain space: a run of two, a tab, the Braille blank U+2800, the
 * ideographic space U+3000 and every other space character (a double space shows as one in HTML).
 */
const ODD_BLANKS = /[^\S ]|\u2800| {2}/u;
/** Markup: angle brackets, an ampersand entity, or a Markdown link/image/emphasis opener. */
const MARKUP = /[<>]|&[#a-z0-9]+;|\]\(|[`*_~[\]]{2}/iu;

/** Why `name` cannot be a reviewer's name, or null (it is checked as given: trim it first). */
export function reviewerNameProblem(name: string): TrustProblem<ReviewerNameProblemCode> | null {
  if (name.trim() === '') return { code: 'handback.trust.name.empty', params: {} };
  if (!name.isWellFormed() || CONTROL.test(name)) return { code: 'handback.trust.name.control', params: {} };
  if (INVISIBLE.test(name)) return { code: 'handback.trust.name.invisible', params: {} };
  if (MARKUP.test(name)) return { code: 'handback.trust.name.markup', params: {} };
  if (ODD_BLANKS.test(name)) return { code: 'handback.trust.name.spaces', params: {} };
  const mixed = mixedScriptWord(name);
  if (mixed !== null) return { code: 'handback.trust.name.mixed-script', params: { word: mixed } };
  const length = [...name].length;
  if (length > MAX_REVIEWER_NAME_LENGTH || name !== name.trim()) {
    if (length > MAX_REVIEWER_NAME_LENGTH)
      return { code: 'handback.trust.name.too-long', params: { length, limit: MAX_REVIEWER_NAME_LENGTH } };
    return { code: 'handback.trust.name.control', params: {} };
  }
  return null;
}

export function isReviewerName(name: string): boolean {
  return reviewerNameProblem(name) === null;
}

/** The day after `today` (YYYY-MM-DD, UTC). */
function nextDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Why `date` cannot be a review date when it is `today` (YYYY-MM-DD, UTC; the caller's clock, so
 * tests pass it), or null.
 */
export function reviewDateProblem(date: string, today: string): TrustProblem<ReviewDateProblemCode> | null {
  if (!isCalendarDate(date)) return { code: 'handback.trust.date.invalid', params: { date } };
  if (date > nextDay(today)) return { code: 'handback.trust.date.future', params: { date, today } };
  return null;
}

/** Today's date, YYYY-MM-DD in UTC, from `now` (default: the clock). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
