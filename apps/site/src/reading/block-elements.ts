/**
 * A rendered section's blocks found in the page, in document order, without a mark on each: the
 * elements @polyhedral/markdown's sectionBlocks counts as blocks (a heading, a paragraph, a list
 * item, a table row, an aside, a code block) and the wrappers of calculators and core tables
 * (`<div data-b>`, the one mark the page keeps, since a component's own rows and paragraphs are not
 * blocks). Not blocks: what the section adds around its text (notices, the review credit, "suggest
 * a correction"), the playtest box, a paragraph inside a list item or an aside, anything inside a
 * calculator or core table. The English view pairs these with the page's English file by position
 * (english-data.ts) and shows nothing for a section whose count differs; the editions check holds
 * every built rule page to sectionBlocks through this same function (tests/editions/block-marks.ts).
 */
const BLOCK = 'h1,h2,h3,h4,h5,h6,p,li,tr,blockquote,pre,div[data-b]';
/** Around the text: added by the section, never a block. */
const AROUND = '.notice,.review-credit,.suggest-correction';
/** A block inside one of these is part of it (or of a playtest box), not a block of its own. */
const HOLDER = 'blockquote,pre,div[data-b],details';
/** A paragraph inside these is the list item's or the table cell's own text. */
const PARAGRAPH_HOLDER = 'li,td,th';

function within(element: Element, selector: string, section: Element): boolean {
  const holder = element.parentElement?.closest(selector);
  return holder !== null && holder !== undefined && section.contains(holder) && holder !== section;
}

export function blockElements(section: Element): HTMLElement[] {
  return [...section.querySelectorAll<HTMLElement>(BLOCK)].filter(
    (element) =>
      !element.matches(AROUND) &&
      !within(element, HOLDER, section) &&
      !(element.tagName === 'P' && within(element, PARAGRAPH_HOLDER, section)),
  );
}
