import type { SectionFinding } from '@polyhedral/content/section-check';
import { problemText, type ReviewText } from './review-text.ts';

/** The reader's wording of a finding's code: `ui.review.finding.<code without "content.">`. */
export function readerFindingKey(code: string): string {
  return `ui.review.finding.${code.replace(/^content\./, '').replace(/_(one|other)$/, '')}`;
}

/** A finding worded for the reader: never a rule ID or locale code, but the title and language. */
export function readerFindingText(
  text: ReviewText,
  finding: { code: string; params?: SectionFinding['params'] },
  title: string,
): string {
  const params = { ...(finding.params ?? {}), locale: text.language };
  const key = readerFindingKey(finding.code);
  // The reader's messages name the section's heading ID only where it must be typed.
  if (key in text.messages) return problemText(text, { code: key, params });
  // These checks' `id` is the section's own (elsewhere it is a linked or typed ID): its title.
  const namesSection = /^content\.(qa|section|translation)\./.test(finding.code);
  return problemText(text, { code: finding.code, params: namesSection ? { ...params, id: title } : params });
}
