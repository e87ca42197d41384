/**
 * A rendered section's blocks in document order, as sectionBlocks counts them, and the `<div data-b>`
 * of calculators and tables; not notices, the playtest box, nested paragraphs or anything inside a
 * component. The English view pairs them by position (english-data.ts); the editions check holds
 * every rule page to this (tests/editions/block-marks.ts).
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
