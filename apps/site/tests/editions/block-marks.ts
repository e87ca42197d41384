/**
 * The block marks of built rule pages, read from the HTML: in each section (`data-section`), the
 * elements carrying `data-b` must be the section's blocks as @polyhedral/markdown's sectionBlocks
 * decides them (same count, indexes 0..n-1 in document order, each on the element its kind
 * becomes), and on a translated page each must carry the English indexes the alignment check
 * gives (`data-en`; none on English text).
 */
import type { ContentModel } from '@polyhedral/content';
import { englishBlocksOf } from '@polyhedral/content';
import { parseContentMarkdown, type SectionBlockKind, sectionBlocks } from '@polyhedral/markdown';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { SKIP, visit } from 'unist-util-visit';

const ELEMENT_OF: Record<SectionBlockKind, RegExp> = {
  heading: /^h[1-6]$/,
  paragraph: /^p$/,
  listItem: /^li$/,
  tableRow: /^tr$/,
  aside: /^blockquote$/,
  directive: /^div$/,
  code: /^pre$/,
};

export interface MarkedBlock {
  tag: string;
  b: string;
  en: string | undefined;
}

/** Each `data-section` element of a page and its marked elements, in document order. */
export function markedSections(html: string): Map<string, MarkedBlock[]> {
  const tree: Root = fromHtml(html);
  const sections = new Map<string, MarkedBlock[]>();
  visit(tree, 'element', (section: Element) => {
    const id = section.properties.dataSection;
    if (typeof id !== 'string') return undefined;
    const marked: MarkedBlock[] = [];
    visit(section, 'element', (element: Element) => {
      const b = element.properties.dataB;
      if (b === undefined) return undefined;
      const en = element.properties.dataEn;
      marked.push({ tag: element.tagName, b: String(b), en: en === undefined ? undefined : String(en) });
      return undefined;
    });
    sections.set(id, marked);
    return SKIP;
  });
  return sections;
}

/** What is wrong with the marks of one rendered section, given the Markdown shown and its English. */
export function blockMarkProblems(
  marked: readonly MarkedBlock[],
  markdown: string,
  englishMarkdown: string | undefined,
): string[] {
  const blocks = sectionBlocks(parseContentMarkdown(markdown));
  const english = englishMarkdown === undefined ? undefined : englishBlocksOf(englishMarkdown, markdown);
  if (marked.length !== blocks.length)
    return [`${marked.length} marked elements for ${blocks.length} blocks`];
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const element = marked[index]!;
    const expectedEn = english?.[index]?.join(' ') || undefined;
    if (element.b !== String(block.index)) problems.push(`block ${index} marked data-b="${element.b}"`);
    if (!ELEMENT_OF[block.kind].test(element.tag))
      problems.push(`block ${index} (${block.kind}) on <${element.tag}>`);
    if (element.en !== expectedEn)
      problems.push(`block ${index} data-en="${element.en}", expected "${expectedEn}"`);
  });
  return problems;
}

/** The marks of one built rule page against the content model (`locale` as the page's text is written). */
export function pageBlockMarkProblems(
  html: string,
  model: ContentModel,
  page: string,
  locale: string,
): string[] {
  const problems: string[] = [];
  for (const [id, marked] of markedSections(html)) {
    const sections = model.sections.get(id);
    const shown = sections?.[locale as 'th'] ?? sections?.en;
    if (!shown) continue;
    const englishMarkdown = shown.collection === 'en' ? undefined : sections?.en?.markdown;
    for (const problem of blockMarkProblems(marked, shown.markdown, englishMarkdown))
      problems.push(`${page} #${id}: ${problem}`);
  }
  return problems;
}
