/**
 * The settled names a UI string must hold: the concepts its English names (the "term missing in
 * the target" check of translation tools). A concept named in the English must appear in the
 * translation by its settled name or one of its short forms, so any other word fails whatever it
 * is; the `avoid` lists stay as hints of what was written before. The concepts: the site's own
 * (interface-terms.json: approval, acceptance, the Playtest, the Rules Glossary, section, tracker,
 * review, each with the English words that name it), and the glossary's terms (a name of several
 * words in any case, "stat block"; a condition or damage type as the glossary writes it; a
 * one-word term by its `inStrings` words, Effect).
 */
import {
  type GlossaryTerm,
  glossaryTerms,
  INTERFACE_TERMS,
  type TranslatedLocale,
  termName,
} from '@polyhedral/i18n';
import { termsNamedIn } from '../qa/terms-named-in.ts';

/** A concept an English string named, and what the translation must hold for it. */
export interface SettledName {
  /** The concept: an interface term's id or a glossary term's id. */
  term: string;
  /** Its settled name in the locale (what a finding tells the translator to write). */
  name: string;
  /** The name and the short forms that hold it (Thai: also without การ/ความ). */
  holds: readonly string[];
}

/**
 * The English as prose: placeholders, code in backticks and tokens of code or paths (reviewers.yaml,
 * approvals/<locale>, 8d6[fire], --role, cond=poisoned, pnpm content review) are no naming of a concept.
 */
export function englishProse(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\bpnpm(?:\s+[\w:-]+){1,2}/g, ' ')
    .split(/(\s+)/)
    .map((token) => (isCode(token) ? ' ' : token))
    .join('');
}

function isCode(token: string): boolean {
  return /[/<>|_=[\]]/.test(token) || /[\p{L}\p{N}][.:][\p{L}\p{N}]/u.test(token) || token.startsWith('-');
}

/** Conditions and damage types: capitalized as the glossary writes them (a lowercase "invisible character" is none). */
const AS_WRITTEN: readonly GlossaryTerm[] = glossaryTerms.filter((term) =>
  ['condition', 'damage-type'].includes(term.category),
);
/** Other names of several words, in lowercase: the strings write "saving throw", "stat block". */
const SEVERAL_WORDS = glossaryTerms
  .filter((term) => term.names.en.includes(' ') && !AS_WRITTEN.includes(term))
  .map((term) => ({ id: term.id, names: { en: term.names.en.toLowerCase() } }));
/** One-word terms by the lowercase words the strings use for them (Effect: effect, effects). */
const IN_STRINGS = glossaryTerms.flatMap((term) =>
  (term.inStrings ?? []).map((word) => ({ id: term.id, names: { en: word } })),
);

const wordPatterns = new Map<string, RegExp>();
function namesWord(text: string, word: string): boolean {
  let pattern = wordPatterns.get(word);
  if (!pattern) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`,
      word === word.toLowerCase() ? 'iu' : 'u',
    );
    wordPatterns.set(word, pattern);
  }
  return pattern.test(text);
}

function glossaryName(id: string, locale: TranslatedLocale): SettledName | undefined {
  const name = termName(id, locale);
  if (!name) return undefined;
  // Thai drops the nominalizer where the word is used as a verb: "พักยาว" for "การพักยาว".
  const bare = locale === 'th' ? name.replace(/^(การ|ความ)/, '') : name;
  return { term: id, name, holds: bare !== name && bare.length > 1 ? [name, bare] : [name] };
}

/** Every settled name the translation of `english` into `locale` must hold. */
export function settledNamesFor(english: string, locale: TranslatedLocale, key = ''): SettledName[] {
  const prose = englishProse(english);
  const lower = prose.toLowerCase();
  const glossaryIds = new Set([
    ...termsNamedIn(prose, AS_WRITTEN),
    ...termsNamedIn(lower, SEVERAL_WORDS),
    ...termsNamedIn(lower, IN_STRINGS),
  ]);
  const names = [...glossaryIds].flatMap((id) => glossaryName(id, locale) ?? []);
  for (const concept of INTERFACE_TERMS) {
    if (concept.notInKeys?.[key] !== undefined) continue;
    if (!concept.english.some((word) => namesWord(prose, word))) continue;
    const name = concept[locale];
    names.push({ term: concept.id, name, holds: [name, ...(concept.forms?.[locale] ?? [])] });
  }
  return names;
}

/** Whether `text` holds the settled name (or a short form of it). */
export function holdsSettledName(text: string, { holds }: SettledName): boolean {
  return holds.some((form) => text.includes(form));
}
