import { formatProblem, joinBorrowedWords, type MessageLookup, messageLookup } from '@polyhedral/i18n/client';
import type { ReviewLocale } from './review-paths.ts';

/**
 * The message prefixes the review page needs: its own strings (the readers' wording of the
 * checks' findings among them), the messages of the codes the per-section checks can report
 * (check-section-text.ts: these groups of `content.*`, not the whole namespace: the messages are
 * the island's props, parsed on every load), the hand-back bundle's refusals (`handback.bundle.*`)
 * and the name check (`handback.trust.name.*`). review.astro resolves them at build time
 * (messagesFor); the island only formats them. reader-findings.test.ts holds every code the
 * checks report to a message here.
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
 * A text the page shows that holds a value from outside its strings (a term's or a section's
 * name in a title): in Thai, its borrowed words joined so a line never ends inside one (the
 * strings themselves are joined at build time; an interpolated name is not: sixth reading T27,
 * อีเธอเรี|ยล in the glossary title at 300-342 px). For display only: a stored draft keeps the plain text.
 */
export function shownText(text: ReviewText, shown: string): string {
  return text.locale === 'th' ? joinBorrowedWords(shown) : shown;
}
