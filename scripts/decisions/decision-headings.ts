/** The decisions of docs/DECISIONS.md: each `## ` heading outside code fences, with its anchor. */
export interface DecisionHeading {
  /** The heading's text, without `## `. */
  title: string;
  /** 1-based line of the heading in the file. */
  line: number;
  /** The anchor a Markdown renderer (GitHub's rule) gives the heading. */
  anchor: string;
  /** A date written in the heading itself (`2026-11-26`), if any. */
  dateInTitle: string | undefined;
  /** The section says it is superseded (a line starting `> Superseded`). */
  superseded: boolean;
}

const DATE = /\b(\d{4}-\d{2}-\d{2})\b/;

/** GitHub's anchor rule: lower case, punctuation other than `-` and `_` dropped, spaces to `-`. */
export function headingAnchor(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export function decisionHeadings(markdown: string): DecisionHeading[] {
  const lines = markdown.split('\n');
  const headings: DecisionHeading[] = [];
  const anchorsSeen = new Map<string, number>();
  let fence: string | undefined;
  lines.forEach((text, index) => {
    const fenceMark = /^\s*(```|~~~)/.exec(text)?.[1];
    if (fenceMark) {
      if (fence === undefined) fence = fenceMark;
      else if (fence === fenceMark) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const current = headings.at(-1);
    if (current && /^>\s*\**Superseded\b/i.test(text)) current.superseded = true;
    const heading = /^## (.+?)\s*#*\s*$/.exec(text);
    if (!heading) return;
    const title = heading[1]!.trim();
    const base = headingAnchor(title);
    const seen = anchorsSeen.get(base) ?? 0;
    anchorsSeen.set(base, seen + 1);
    headings.push({
      title,
      line: index + 1,
      anchor: seen === 0 ? base : `${base}-${seen}`,
      dateInTitle: DATE.exec(title)?.[1],
      superseded: false,
    });
  });
  return headings;
}
