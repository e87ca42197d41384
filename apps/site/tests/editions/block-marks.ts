/**
 * The blocks of built rule pages, read from the HTML as the English view finds them
 * (src/reading/block-elements.ts, no mark per block): in each section (`data-section`), they must be
 * the section's blocks as @polyhedral/markdown's sectionBlocks decides them (same count, each the
 * element its kind becomes), no text element may carry a block mark (`data-b` with a value,
 * `data-en`: the page pays nothing for the view), and on a translated page the page's English file
 * (`english.json`) must give each section the English indexes the alignment check gives.
 */
import type { ContentModel } from '@polyhedral/content';
import { englishBlocksOf } from '@polyhedral/content';
import { parseContentMarkdown, type SectionBlockKind, sectionBlocks } from '@polyhedral/markdown';
import { Window } from 'happy-dom';
import { blockElements } from '../../src/reading/block-elements.ts';

const ELEMENT_OF: Record<SectionBlockKind, RegExp> = {
  heading: /^h[1-6]$/,
  paragraph: /^p$/,
  listItem: /^li$/,
  tableRow: /^tr$/,
  aside: /^blockquote$/,
  directive: /^div$/,
  code: /^pre$/,
};

export interface PageSection {
  /** The tag of each block found, in document order. */
  tags: string[];
  /** Elements still carrying a per-block mark. */
  marks: number;
}

/**
 * The part of a page that holds its rule sections: `<main>` alone when every section is inside it
 * (the header and the sidebar's whole navigation are about 40% of a rule page, and parsing is most
 * of what this check costs), else the whole page.
 */
function sectionsPart(html: string): string {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return html;
  const first = html.indexOf('rule-section');
  const last = html.lastIndexOf('rule-section');
  return first === -1 || (first > start && last < end) ? html.slice(start, end + '</main>'.length) : html;
}

/** One DOM for every page read (a new window per page cost about a fifth of the check). */
let shared: Window | undefined;

/** Each `data-section` element of a page: its blocks' tags and the block marks left in it. */
export function pageSections(html: string): Map<string, PageSection> {
  shared ??= new Window();
  const { document } = shared;
  document.body.innerHTML = sectionsPart(html);
  const sections = new Map<string, PageSection>();
  for (const section of document.querySelectorAll('.rule-section[data-section]')) {
    const element = section as unknown as Element;
    sections.set(section.getAttribute('data-section')!, {
      tags: blockElements(element).map((block) => block.tagName.toLowerCase()),
      marks: element.querySelectorAll('[data-en], [data-b]:not([data-b=""])').length,
    });
  }
  document.body.innerHTML = '';
  return sections;
}

/** What is wrong with one rendered section, given the Markdown shown, its English and the English file's indexes. */
export function blockMarkProblems(
  found: PageSection,
  markdown: string,
  englishMarkdown: string | undefined,
  fileIndexes: unknown,
): string[] {
  const blocks = sectionBlocks(parseContentMarkdown(markdown));
  if (found.marks > 0) return [`${found.marks} elements carry a block mark`];
  if (found.tags.length !== blocks.length)
    return [`${found.tags.length} block elements for ${blocks.length} blocks`];
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    if (!ELEMENT_OF[block.kind].test(found.tags[index]!))
      problems.push(`block ${index} (${block.kind}) on <${found.tags[index]}>`);
  });
  const english = englishMarkdown === undefined ? undefined : englishBlocksOf(englishMarkdown, markdown);
  const aligned = english?.some((list) => list.length > 0) ? english : undefined;
  if (JSON.stringify(aligned) !== JSON.stringify(fileIndexes))
    problems.push(`english.json indexes ${JSON.stringify(fileIndexes)}, expected ${JSON.stringify(aligned)}`);
  return problems;
}

/** Each section's English indexes in a page's English file (none when the page has no file). */
function fileIndexesOf(englishFile: string | undefined): Map<string, unknown> {
  const sections =
    englishFile === undefined ? [] : (JSON.parse(englishFile) as { sections?: unknown[] }).sections;
  return new Map(
    (sections ?? []).map((section) => {
      const { id, en } = section as { id: string; en: unknown };
      return [id, en];
    }),
  );
}

/** The blocks of one built rule page against the content model (`locale` as the page's text is written). */
export function pageBlockMarkProblems(
  html: string,
  model: ContentModel,
  page: string,
  locale: string,
  englishFile?: string,
): string[] {
  const problems: string[] = [];
  const indexes = fileIndexesOf(englishFile);
  for (const [id, found] of pageSections(html)) {
    const sections = model.sections.get(id);
    const shown = sections?.[locale as 'th'] ?? sections?.en;
    if (!shown) continue;
    const englishMarkdown = shown.collection === 'en' ? undefined : sections?.en?.markdown;
    for (const problem of blockMarkProblems(found, shown.markdown, englishMarkdown, indexes.get(id)))
      problems.push(`${page} #${id}: ${problem}`);
  }
  return problems;
}
