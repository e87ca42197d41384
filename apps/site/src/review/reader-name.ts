/**
 * The reader's name as it may be recorded with their corrections and approvals: the one check of
 * every reviewer's name (review-trust's reviewerNameProblem: no markup, control, bidi or invisible
 * character, at most 80 characters), run on the trimmed name. The problem is a message key
 * (`handback.trust.name.*`) with its parameters. Loaded when the reader sends or makes a key (the
 * review-trust module is not part of the page's first script).
 */
export async function readerNameProblem(
  name: string,
): Promise<{ code: string; params: Record<string, string | number> } | null> {
  const { reviewerNameProblem } = await import('@polyhedral/content/review-trust');
  return reviewerNameProblem(name.trim());
}
