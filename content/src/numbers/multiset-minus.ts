/** Multiset difference, the one both directions of the number QA count by. Browser-safe. */

/** The values of `a` left once each value of `b` has taken out one equal value (order kept). */
export function multisetMinus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((value) => {
    const at = left.indexOf(value);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}
