/**
 * Look-alike names (Unicode UTS #39, "Confusable Detection"): two names are confusable when their
 * skeletons are equal. skeleton(X) = NFD(map(NFD(X))), where map replaces each character by its
 * prototype in the Unicode confusables table; here on the lowercased name, so that a change of
 * case does not make a second person either. The table and the mapping are `unhomoglyph`'s (the
 * confusables.txt data, kept by nodeca); the NFD steps around it are the standard's.
 * "Somchai" with a Cyrillic о, a fullwidth Ｓ, or "rn" for "m" has the skeleton of "Somchai".
 * (Invisible characters, the blank Hangul filler among them, are refused before this: reviewer-name.ts.)
 */
import unhomoglyph from 'unhomoglyph';

export function nameSkeleton(name: string): string {
  return unhomoglyph(name.normalize('NFD').toLowerCase()).normalize('NFD');
}

/**
 * The registered name `name` looks like without being it, or null: a name equal to a registered
 * one is that reviewer's; a different spelling with the same skeleton is a look-alike.
 */
export function lookalikeOf(name: string, registered: Iterable<string>): string | null {
  const skeleton = nameSkeleton(name);
  for (const other of registered) {
    if (other !== name && nameSkeleton(other) === skeleton) return other;
  }
  return null;
}
