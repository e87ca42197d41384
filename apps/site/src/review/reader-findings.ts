import type { SectionFinding } from '@polyhedral/content/section-check';
import { problemText, type ReviewText } from './review-text.ts';

/** The reader's wording of a finding's code: `ui.review.finding.<code without "content.">`. */
export function readerFindingKey(code: string): string {
  return `ui.review.finding.${code.replace(/^content\./, '').replace(/_(one|other)$/, '')}`;
}

/**
 * A finding of the checks in words for the reader, not the maintainer: the reader's own message
 * when there is one (no file of the repository to edit, no internal code of the calculators), else
 * the check's message with the section named by its title and the locale by its language, never
 * by a rule ID or a locale code.
 */
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
