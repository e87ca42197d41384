/** The reader's name checked as a reviewer's is (reviewerNameProblem); loaded on demand. */
export async function readerNameProblem(
  name: string,
): Promise<{ code: string; params: Record<string, string | number> } | null> {
  const { reviewerNameProblem } = await import('@polyhedral/content/trust');
  return reviewerNameProblem(name.trim());
}
