/**
 * The reader's name checked as every reviewer's is (review-trust's reviewerNameProblem), trimmed;
 * the problem is a `handback.trust.name.*` key. Loaded on demand (not in the first script).
 */
export async function readerNameProblem(
  name: string,
): Promise<{ code: string; params: Record<string, string | number> } | null> {
  const { reviewerNameProblem } = await import('@polyhedral/content/review-trust');
  return reviewerNameProblem(name.trim());
}
