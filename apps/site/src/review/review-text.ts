import { formatProblem, joinBorrowedWords, type MessageLookup, messageLookup } from '@polyhedral/i18n/client';
import type { ReviewLocale } from './review-paths.ts';

/**
 * The message prefixes the review page needs: its own, the `content.*` groups the section checks
 * report (not the whole namespace: they are the island's props), `handback.bundle.*` and
 * `handback.trust.name.*`. reader-findings.test.ts holds every reported code to a message here.
 */
export const REVIEW_MESSAGE_PREFIXES = [
  'ui.review.',
  ...[
    'block',
    'calc',
    'directive',
    'heading',
    'html',
    'image',
    'link',
    'markdown',
    'qa',
    'section',
    'table',
    'text',
    'translation',
  ].map((group) => `content.${group}.`),
  'handback.bundle.',
  'handback.trust.name.',
  'errors.unknown',
] as const;

export interface ReviewText extends MessageLookup {
  locale: ReviewLocale;
  /** The BCP 47 tag of the reader's language (the text box's `lang`). */
  lang: string;
  /** The reader's language's name, in that language. */
  language: string;
  messages: Readonly<Record<string, string>>;
}

export function reviewText(
  locale: ReviewLocale,
  lang: string,
  language: string,
  messages: Readonly<Record<string, string>>,
): ReviewText {
  return { locale, lang, language, messages, ...messageLookup(messages, locale) };
}

/** A finding's or problem's message in the reader's language (formatProblem; a list parameter joined with commas). */
export function problemText(
  text: ReviewText,
  problem: { code: string; params?: Readonly<Record<string, unknown>> },
): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (Array.isArray(value)) params[name] = value.join(', ');
    else if (value !== undefined && value !== null) params[name] = String(value);
  }
  return formatProblem(text.messages, { code: problem.code, params }, text.locale);
}

/**
 * A shown text holding an outside value (a term's name in a title): Thai borrowed words joined, as
 * the strings are at build time (sixth reading T27). For display only: a draft keeps the plain text.
 */
export function shownText(text: ReviewText, shown: string): string {
  return text.locale === 'th' ? joinBorrowedWords(shown) : shown;
}
