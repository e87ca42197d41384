/**
 * Which English blocks each translated block shows (pure). A translated block names its English
 * block(s) in the page's English file (`[3]`, or `[3, 4]` where the translator merged two); a block split in two names
 * the same English block twice, which is then shown once, under the last part, so the English follows
 * the whole translation of it. Directives (calculators, core tables) are live in the page and never
 * repeated.
 */
/** For each translated block (in document order), the English indexes shown with it. */
export function placeEnglish(
  aligned: readonly (readonly number[])[],
  isShown: (englishIndex: number) => boolean = () => true,
): number[][] {
  const lastHolder = new Map<number, number>();
  aligned.forEach((indexes, position) => {
    for (const index of indexes) lastHolder.set(index, position);
  });
  return aligned.map((indexes, position) =>
    indexes.filter((index) => lastHolder.get(index) === position && isShown(index)),
  );
}

/** A table row's English cells: the row's text as the block extractor joins cells (` | `). */
export function rowCells(text: string, cellCount: number): string[] {
  const cells = text.split(' | ');
  if (cells.length === cellCount) return cells;
  return [text];
}
