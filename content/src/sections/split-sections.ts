/**
 * Split a file body into sections: the intro (text before the first heading, ID = the front
 * matter id) and one section per top-level heading, up to the next heading of any depth.
 * A heading without `{#ID}` does not start a section (the check reports it).
 */
import { outlineContent } from '@polyhedral/markdown';
import type { ContentCollection, Section } from '../model/types.ts';
import { sectionHash } from './section-hash.ts';

export interface SplitSectionsInput {
  body: string;
  bodyLine: number;
  pageId: string;
  title: string;
  file: string;
  collection: ContentCollection;
}

/** A section as found in the text; the loader adds where it comes from (`source`, `review`). */
export type SplitSection = Omit<Section, 'source' | 'review'>;

export interface SplitSectionsResult {
  sections: SplitSection[];
  /** Headings without `{#ID}` (reported by the markdown check; not sections). */
  headingsWithoutId: number;
  /** Headings nested in quotes or lists: text and position. */
  nestedHeadings: { text: string; line: number; column: number }[];
}

export function splitSections(input: SplitSectionsInput): SplitSectionsResult {
  const outline = outlineContent(input.body);
  // Headings without an ID stay inside the previous section (the markdown check reports them).
  const headings = outline.headings.filter((heading) => heading.id !== undefined);
  const headingsWithoutId = outline.headings.length - headings.length;
  const firstStart = headings[0]?.startOffset ?? input.body.length;
  const introMarkdown = input.body.slice(0, firstStart).trim();
  // The intro starts where its trimmed text does (the body keeps the front matter's lines, blank):
  // a finding at line N of its text is at this line + N - 1.
  const leading = input.body.slice(0, input.body.search(/\S/u));
  const introAt =
    introMarkdown === ''
      ? { line: input.bodyLine, column: 1 }
      : {
          line: 1 + (leading.match(/\n/gu)?.length ?? 0),
          column: leading.length - leading.lastIndexOf('\n'),
        };
  const sections: SplitSection[] = [
    {
      id: input.pageId,
      depth: 1,
      title: input.title,
      markdown: introMarkdown,
      collection: input.collection,
      pageId: input.pageId,
      file: input.file,
      position: introAt,
      intro: true,
      hash: sectionHash(`# ${input.title}\n${introMarkdown}`),
    },
  ];
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.startOffset ?? input.body.length;
    const markdown = input.body.slice(heading.startOffset, end).trim();
    sections.push({
      id: heading.id!,
      depth: heading.depth,
      title: heading.text,
      markdown,
      collection: input.collection,
      pageId: input.pageId,
      file: input.file,
      position: { line: heading.line, column: heading.column },
      intro: false,
      hash: sectionHash(markdown),
    });
  });
  return {
    sections,
    headingsWithoutId,
    nestedHeadings: outline.nestedHeadings.map(({ text, line, column }) => ({ text, line, column })),
  };
}
