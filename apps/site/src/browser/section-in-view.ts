/**
 * The rule section a reader is reading: the last section anchor (a heading with an ID, or a
 * section wrapper carrying its rule ID) whose top has scrolled above the reading line. Null at the
 * top of the page, where no hash is needed.
 */
export interface AnchorPosition {
  id: string;
  /** Distance from the viewport's top, in CSS pixels (negative once scrolled past). */
  top: number;
}

export function sectionInView(anchors: readonly AnchorPosition[], readingLine: number): string | null {
  let current: string | null = null;
  for (const anchor of anchors) {
    if (anchor.top <= readingLine) current = anchor.id;
    else break;
  }
  return current;
}
