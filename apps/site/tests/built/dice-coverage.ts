/**
 * Whether every dice expression a reader sees in rule text, tables and the glossary is a dice
 * button (once 25-inline-dice's scan of every page in Chromium; now read from the tree of each
 * built page): the text of
 * `<main>` outside headings, links, code and controls, matched against a reference pattern looser
 * than the site's own; and a page with buttons carries the popover's strings. The parsed trees come
 * from the build audit's one pass over dist/ (support/built-pages-pass.ts): the scan adds a walk of
 * each page's `<main>`, no parse.
 */
import { WRITTEN_LOCALES } from '@polyhedral/i18n';
import type { Element, Root, RootContent } from 'hast';
import { attribute, firstElement, hasToken, isTag } from '../../src/lib/built-html.ts';

/**
 * The reference pattern for "a dice expression" a reader sees: a lowercase d (ASCII or
 * full-width) with a number of sides or %, optionally after a count, not glued to a Latin
 * letter or digit before it. Deliberately looser than the site's own pattern: "D20 Test" (a
 * name, capital D) is the only form it leaves out.
 */
export const DICE_REFERENCE =
  /(?<![A-Za-z0-9_\uFF10-\uFF19])[0-9\uFF10-\uFF19]*[d\uFF44](?:[0-9\uFF10-\uFF19]+|[%\uFF05])/g;

/** Pages that list section titles (names of headings) rather than rule text. */
const TITLE_LISTS = /\/(attribution|status)\//;

/** Headings, links and code are names or literal text. */
const SKIPPED_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'code',
  'pre',
  'kbd',
  'script',
  'style',
  'template',
  'noscript',
]);

/**
 * Elements whose text is not rule text: the tags above, what is hidden, and calculators and the
 * combat tracker, controls whose hints and results show notation to type.
 */
function skipped(element: Element): boolean {
  return (
    SKIPPED_TAGS.has(element.tagName) ||
    attribute(element, 'hidden') !== undefined ||
    attribute(element, 'ariaHidden') === 'true' ||
    hasToken(element, 'className', 'sr-only') ||
    attribute(element, 'dataCalculator') !== undefined ||
    attribute(element, 'dataTrackerReady') !== undefined
  );
}

const isDiceButton = (element: Element) =>
  element.tagName === 'button' && hasToken(element, 'className', 'dice-inline');

export interface DiceLocaleCount {
  pages: number;
  withButtons: number;
  found: number;
  buttons: number;
}

export interface DiceCoverage {
  /** Per written locale: pages read, pages with buttons, expressions found, buttons. */
  counts: Map<string, DiceLocaleCount>;
  /** One line per expression that is no button, and per page with buttons but no popover strings. */
  problems: string[];
}

/** An empty tally, filled page by page with `diceCoverageOf`. */
export function newDiceCoverage(): DiceCoverage {
  return {
    counts: new Map(
      WRITTEN_LOCALES.map((locale) => [locale, { pages: 0, withButtons: 0, found: 0, buttons: 0 }]),
    ),
    problems: [],
  };
}

/** Counts expressions and buttons in the text of `main`, outside skipped elements. */
function countMain(main: Element): { found: number; buttons: number; misses: string[] } {
  let found = 0;
  let buttons = 0;
  const misses: string[] = [];
  const walk = (node: Element | RootContent, inButton: boolean) => {
    if (node.type === 'text') {
      for (const match of node.value.matchAll(DICE_REFERENCE)) {
        found += 1;
        if (!inButton) misses.push(node.value.slice(Math.max(0, match.index - 20), match.index + 20).trim());
      }
      return;
    }
    if (node.type !== 'element' || skipped(node)) return;
    const button = isDiceButton(node);
    if (button) buttons += 1;
    for (const child of node.children) walk(child, inButton || button);
  };
  if (!skipped(main)) for (const child of main.children) walk(child, false);
  return { found, buttons, misses };
}

/**
 * Adds one built page (`file` relative to dist/, e.g. `th/rules/Combat/index.html`) to the tally:
 * the `index.html` pages of the written locales, not the title lists and not the redirect pages.
 */
export function diceCoverageOf(coverage: DiceCoverage, file: string, tree: Root): void {
  const locale = WRITTEN_LOCALES.find((one) => file.startsWith(`${one}/`));
  if (!locale || !file.endsWith('/index.html')) return;
  const sitePath = `/${file.slice(0, -'index.html'.length)}`;
  if (TITLE_LISTS.test(sitePath)) return;
  const refresh = firstElement(
    tree,
    (element) => isTag('meta')(element) && attribute(element, 'httpEquiv')?.toLowerCase() === 'refresh',
  );
  if (refresh) return;
  const count = coverage.counts.get(locale)!;
  count.pages += 1;
  const main = firstElement(tree, isTag('main'));
  if (!main) return;
  const { found, buttons, misses } = countMain(main);
  count.found += found;
  count.buttons += buttons;
  if (buttons > 0) count.withButtons += 1;
  for (const miss of misses) coverage.problems.push(`${sitePath}: not a button: "${miss}"`);
  const strings = firstElement(tree, (element) => attribute(element, 'id') === 'dice-popover-strings');
  if (buttons > 0 && !strings) coverage.problems.push(`${sitePath}: dice buttons but no popover script`);
}
