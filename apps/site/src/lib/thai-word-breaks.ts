const THAI = /[\u0e00-\u0e7f]/;

/** The offsets between two Thai words as `segmenter` finds them: never by a space, punctuation or other script. */
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
