/**
 * Which English blocks each translated block shows: a block names its English ones (`[3]`, `[3, 4]`
 * merged); a block split in two shows the shared English once, under the last part.
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
