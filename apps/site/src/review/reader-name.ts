/**
 * The reader's name as it may be recorded with their corrections and approvals: not empty, at
 * most NAME_LIMIT characters, no markup (`<`, `>`), no control, format (bidi overrides,
 * zero-width) or line-separator characters. The problem is a message key with its parameters.
 */
export const NAME_LIMIT = 80;

export function readerNameProblem(
  name: string,
): { code: string; params: Record<string, string | number> } | null {
  const trimmed = name.trim();
  if (trimmed === '') return { code: 'ui.review.send.reviewerMissing', params: {} };
  if ([...trimmed].length > NAME_LIMIT)
    return { code: 'ui.review.name.tooLong', params: { limit: NAME_LIMIT } };
  if (/[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(trimmed)) return { code: 'ui.review.name.characters', params: {} };
  return null;
}
