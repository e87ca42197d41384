import { formatProblem, type MessageLookup, messageLookup } from '@polyhedral/i18n/client';
import type { ReviewLocale } from './review-paths.ts';

/**
 * The message prefixes the review page needs: its own strings, and every message a finding of
 * the section checks can name (the content check's `content.*` codes) and the hand-back bundle's
 * refusals (`handback.bundle.*`).
 * review.astro resolves them at build time (messagesFor); the island only formats them.
 */
export const REVIEW_MESSAGE_PREFIXES = [
  'ui.review.',
  'content.',
  'handback.bundle.',
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
