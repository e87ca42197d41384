const THAI = /[\u0e00-\u0e7f]/;

/**
 * The offsets in `text` between two Thai words, as `segmenter` (Intl.Segmenter, Thai, by word)
 * finds them: where a line may break. Never next to a space, punctuation or another script (the
 * browser breaks those already), never inside a word.
 */
export function thaiBreakOffsets(text: string, segmenter: Intl.Segmenter): number[] {
  const offsets: number[] = [];
  let previous: { end: number; thai: boolean } | null = null;
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    const thai = isWordLike === true && THAI.test(segment);
    if (previous?.thai && thai && previous.end === index) offsets.push(index);
    previous = { end: index + segment.length, thai };
  }
  return offsets;
}
