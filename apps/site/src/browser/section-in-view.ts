/** The section being read: the last anchor whose top is above the reading line; null at the top. */
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
