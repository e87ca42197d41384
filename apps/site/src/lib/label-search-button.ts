/**
 * Starlight's search button is labelled "Search" but shows "Search Ctrl K" (WCAG 2.5.3 Label in
 * Name, axe label-content-name-mismatch): the name comes from the visible text instead, the keys
 * hidden from it (aria-keyshortcuts announces them).
 */
import type { Element } from 'hast';
import {
  attribute,
  firstElement,
  parseHtml,
  replaceRanges,
  type SourceRange,
  tagRange,
} from './built-html.ts';

/** A stretch of the source with the white space before it (an attribute and its separating space). */
function withSpaceBefore(html: string, range: SourceRange): SourceRange {
  let start = range.start;
  while (start > 0 && ' \t\n\r\f'.includes(html[start - 1]!)) start -= 1;
  return { start, end: range.end };
}

/** The button's visible label span and its shortcut keys' `<kbd>`. */
function labelAndKeys(button: Element): { label: Element; keys: Element } | undefined {
  const children = button.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  for (const [index, label] of children.entries()) {
    const keys = children[index + 1];
    if (
      label.type === 'element' &&
      label.tagName === 'span' &&
      attribute(label, 'ariaHidden') === 'true' &&
      keys?.type === 'element' &&
      keys.tagName === 'kbd'
    ) {
      return { label, keys };
    }
  }
  return undefined;
}

export function labelSearchButton(html: string): string {
  const tree = parseHtml(html, { fragment: true, tagPositions: true });
  const button = firstElement(
    tree,
    (element) => element.tagName === 'button' && attribute(element, 'dataOpenModal') !== undefined,
  );
  const found = button && labelAndKeys(button);
  const name = button && tagRange(button, { attribute: 'ariaLabel' });
  const hidden = found && tagRange(found.label, { attribute: 'ariaHidden' });
  const keys = found && tagRange(found.keys, 'start');
  if (!name || !hidden || !keys) return html;
  const afterTagName = keys.start + '<kbd'.length;
  return replaceRanges(html, [
    { ...withSpaceBefore(html, name), text: '' },
    { ...withSpaceBefore(html, hidden), text: '' },
    { start: afterTagName, end: afterTagName, text: ' aria-hidden="true"' },
  ]);
}
