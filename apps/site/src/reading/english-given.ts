/**
 * One gloss (issue 102): whether the text around a term already gives its English name, so the
 * reading view adds none — the link text itself ("ตาบอด (Blinded)"), or a bracketed passage right
 * after it, in any case, singular or plural, or as its initials ("（DC）" for Difficulty Class) — and
 * whether the term stands inside brackets, where a gloss would nest one pair in another
 * ("力量（体操（Acrobatics）或运动）"). Pure, for the build (term-gloss.ts) and the browser
 * (every-term-gloss.ts) alike.
 */

/** Opening brackets and the ones that close them: ASCII and full-width. */
const CLOSING: Readonly<Record<string, string>> = { '(': ')', '（': '）' };

/** The words of a text, lower case (letters and digits; `’` and `'` kept inside a word). */
function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

/** The same word, or one its plural (`check`/`checks`, `class`/`classes`). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long === `${short}s` || long === `${short}es`;
}

/** The English name's initials, upper case, for a name of two words or more (Difficulty Class: DC). */
function initialsOf(english: string): string | undefined {
  const parts = english.split(/[\s-]+/).filter(Boolean);
  return parts.length >= 2 ? parts.map((part) => part[0]!.toUpperCase()).join('') : undefined;
}

/**
 * Whether `text` holds the English name (its words in a row, any case or number) or, unless
 * `initials` is false, its initials as a word.
 */
export function givesEnglish(text: string, english: string, initials = true): boolean {
  const name = words(english);
  const found = words(text);
  if (name.length > 0) {
    for (let start = 0; start + name.length <= found.length; start += 1) {
      if (name.every((word, at) => sameWord(word, found[start + at]!))) return true;
    }
  }
  const short = initials ? initialsOf(english) : undefined;
  return short !== undefined && new RegExp(`(^|[^A-Za-z])${short}([^A-Za-z]|$)`).test(text);
}

/** The bracketed passage a text starts with (after spaces), without its brackets; undefined when none. */
export function bracketedAfter(text: string): string | undefined {
  const start = text.search(/\S/);
  const open = start >= 0 ? text[start]! : '';
  if (!(open in CLOSING)) return undefined;
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at]!;
    if (char in CLOSING) depth += 1;
    else if (char === ')' || char === '）') depth -= 1;
    if (depth === 0) return text.slice(start + 1, at);
  }
  return undefined;
}

/** Whether the end of a text is inside brackets it opened and has not closed. */
export function insideBrackets(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char in CLOSING) depth += 1;
    else if ((char === ')' || char === '）') && depth > 0) depth -= 1;
  }
  return depth > 0;
}

/** A term's use in its text: the name as written, the text before it and the text after it. */
interface TermUse {
  linkText: string;
  before: string;
  after: string;
}

/** Written in Latin letters only (English, an abbreviation), not in the page's own script. */
function isLatinOnly(text: string): boolean {
  return /[A-Za-z]/.test(text) && !/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u.test(text);
}

/**
 * Whether a gloss with `english` after this use would repeat what the text gives, or nest in
 * brackets: the name as written holds the English; the brackets right after hold it, or hold
 * English of their own (the translator's English for this place: "ซับคลาส (subclass)"); the use is
 * inside brackets.
 */
export function glossNotWanted(use: TermUse, english: string): boolean {
  if (givesEnglish(use.linkText, english)) return true;
  const after = bracketedAfter(use.after);
  if (after !== undefined && (givesEnglish(after, english) || isLatinOnly(after))) return true;
  return insideBrackets(use.before);
}

/** The gloss's text in a locale's own punctuation: fullwidth brackets in Chinese, a spaced pair in Thai. */
export function glossText(english: string, locale: string): string {
  return locale.startsWith('zh') ? `（${english}）` : ` (${english})`;
}
