/**
 * Which text of a built page a reader's first screens show, for the early/late split of the Chinese
 * page group files (page-groups.ts, issue 34). A rule section far from the screen is not laid out
 * (`.rule-section { content-visibility: auto }`, site.css), so its text asks for no font file.
 * Chrome lays out the sections within 2.5 viewports of the top at load; the early text is everything
 * outside rule sections (header, menu, contents, title) and the first sections whose estimated height
 * starts within FIRST_SCREEN_LINES.
 *
 * Heights are estimated in lines of phone body text from the HTML (characters per line, one line at
 * least per block, calculator fields, table rows as their tallest cell): a count of characters alone
 * put sections far off (decision 350). The same estimates are each section's placeholder height
 * (sectionSizes), so the browser's first choice of what to lay out matches them.
 */
import type { Element, Root } from 'hast';
import { attribute, findElements, hasToken, visibleText } from '../../lib/built-html.ts';

/** Full-width characters on a line of phone body text (390 px wide, 16 px, Starlight's padding). */
export const LINE_WIDTH = 22;

/**
 * A section is early when the estimated lines before it are fewer than this (about 2,750 px at
 * ~25 px a line): Chromium laid out at most 77 estimated lines of sections at load on a phone, so a
 * reader scrolls about a screen before its look-ahead reaches a late section (decision 350).
 */
export const FIRST_SCREEN_LINES = 110;

const NOT_SHOWN = new Set(['script', 'style', 'template', 'noscript']);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  'ruby',
  'rt',
  'rp',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
  'svg',
  'img',
]);
/** Inline elements, and the dice buttons in a sentence (DiceText), which wrap with its text. */
const isInline = (element: Element) =>
  INLINE.has(element.tagName) || hasToken(element, 'className', 'dice-inline');
const FIELDS = new Set(['input', 'select', 'button', 'textarea', 'output']);
/** Lines a form field takes with its spacing (a 44 px touch target and a gap). */
const FIELD_LINES = 2;
/** Extra lines for a heading's size and margins. */
const HEADING_LINES = 1.5;
/** Blocks set apart by a blank of about half a line (Starlight's 1rem between content blocks). */
const SPACED = new Set(['p', 'ul', 'ol', 'dl', 'table', 'blockquote', 'details', 'pre', 'figure', 'aside']);
const SPACE_LINES = 0.5;

/** Width of a text in full-width characters: CJK 1, other visible characters half. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char)) width += 0.25;
    else width += code >= 0x2e80 ? 1 : 0.5;
  }
  return width;
}

const isHidden = (element: Element) =>
  NOT_SHOWN.has(element.tagName) || attribute(element, 'hidden') !== undefined;

/** Width of the text an element lays out inline (not inside a block descendant). */
function inlineWidth(element: Element): number {
  let width = 0;
  for (const child of element.children) {
    if (child.type === 'text') width += textWidth(child.value);
    else if (child.type === 'element' && !isHidden(child) && isInline(child)) width += inlineWidth(child);
  }
  return width;
}

/** Estimated lines of phone body text an element takes. */
export function estimatedLines(element: Element, width = LINE_WIDTH): number {
  if (isHidden(element)) return 0;
  if (FIELDS.has(element.tagName) && !isInline(element)) return FIELD_LINES;
  if (element.tagName === 'tr') {
    const cells = element.children.filter(
      (child): child is Element =>
        child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
    );
    const cellWidth = Math.max(3, width / Math.max(1, cells.length));
    return Math.max(1, ...cells.map((cell) => estimatedLines(cell, cellWidth)));
  }
  // A closed <details> shows its summary only.
  const children =
    element.tagName === 'details' && attribute(element, 'open') === undefined
      ? element.children.filter((child) => child.type === 'element' && child.tagName === 'summary')
      : element.children;
  const own = inlineWidth(element);
  let lines = own > 0 ? Math.ceil(own / width) : 0;
  if (/^h[1-6]$/.test(element.tagName)) lines += HEADING_LINES;
  if (SPACED.has(element.tagName)) lines += SPACE_LINES;
  for (const child of children) {
    if (child.type !== 'element') continue;
    if (isInline(child)) {
      // Inline elements' text is counted above; fields and blocks inside them are not.
      lines +=
        findElements(child, (inner) => FIELDS.has(inner.tagName) && !isInline(inner)).length * FIELD_LINES;
      continue;
    }
    lines += estimatedLines(child, width);
  }
  return lines;
}

export function ruleSections(tree: Root): Element[] {
  return findElements(tree, (element) => hasToken(element, 'className', 'rule-section'));
}

/** Form fields Chrome lays out at load wherever they are (below). */
const LAID_OUT_FIELDS = new Set(['input', 'select', 'textarea']);

/**
 * The rule sections of a page a phone's first screens do not lay out: those after the estimated
 * FIRST_SCREEN_LINES. The first section is always early, and so is a section with a form field (a
 * calculator's): Chrome lays such a section out once when the document has loaded, however far
 * down (form handling; with JavaScript off too), and requests the fonts its text needs.
 */
export function lateSections(tree: Root, budget = FIRST_SCREEN_LINES): Set<Element> {
  const late = new Set<Element>();
  let before = 0;
  for (const section of ruleSections(tree)) {
    if (before < budget) before += estimatedLines(section);
    else if (findElements(section, (element) => LAID_OUT_FIELDS.has(element.tagName)).length === 0)
      late.add(section);
  }
  return late;
}

/**
 * The text of a page's first screens: its visible text but the late sections', that of hidden
 * elements (term definitions a tooltip shows on demand, which no first screen draws) and that of
 * closed <details> but their summaries (laid out when opened).
 */
export function firstScreensText(tree: Root): string {
  const leftOut = lateSections(tree);
  for (const details of findElements(tree, (element) => element.tagName === 'details')) {
    if (attribute(details, 'open') !== undefined) continue;
    for (const child of details.children)
      if (child.type === 'element' && child.tagName !== 'summary') leftOut.add(child);
  }
  return visibleText(tree, (element) => leftOut.has(element) || attribute(element, 'hidden') !== undefined);
}

/** Placeholder rem per estimated line: ~25 px a line measured on the phone (19-32 by section). */
const REM_PER_LINE = 1.5;

/**
 * CSS giving each rule section its estimated height as the placeholder its unrendered box keeps
 * (`contain-intrinsic-block-size: auto …`), so the browser's first decision of what to lay out
 * matches the estimate. Selected by `data-section`, more specific than site.css's 30rem; a section
 * without a plain id keeps that. '' for a page without.
 */
export function sectionSizes(tree: Root): string {
  return ruleSections(tree)
    .map((section) => {
      const id = attribute(section, 'dataSection') ?? '';
      if (!/^[A-Za-z0-9_-]+$/.test(id)) return '';
      const rem = Math.max(1, Math.round(estimatedLines(section) * REM_PER_LINE));
      return `.rule-section[data-section="${id}"]{contain-intrinsic-block-size:auto ${rem}rem}`;
    })
    .join('');
}
