/**
 * "Terms in English: at every use" (issue 86): every later use of a term gets its English name too,
 * found by the build's matcher; loaded on demand, added once (`gloss--every`, hidden by CSS otherwise).
 */
import { findMatches, type TermLinkText } from '@polyhedral/markdown/term-matches';
import { element } from '../browser/element.ts';
import { glossNotWanted, glossText } from './english-given.ts';
import { readTermLinkNameList, type TermLinkNameRow } from './term-link-names.ts';

/** Text that is not glossed: headings, links (a term's first use), code, dice, calculators, English, glosses. */
const SKIP =
  'h1, h2, h3, h4, h5, h6, a, code, pre, button, select, .gloss, .english-block, [data-calculator], details.playtest, [lang="en"]';
const GLOSS_CLASS = 'gloss gloss--every';
let done = false;

/** Where a term's surrounding text is read from (english-given.ts): its block. */
const BLOCK = 'p, li, td, th, dd, dt, blockquote';

function glossFor(english: string, locale: string): HTMLElement {
  return element('small', { class: GLOSS_CLASS, lang: 'en' }, glossText(english, locale));
}

/** The text of `node`'s block before `start` and after `end` (offsets in the node). */
function around(node: Text, start: number, end: number): { before: string; after: string } {
  const block = node.parentElement?.closest(BLOCK) ?? node.parentElement;
  if (!block) return { before: node.data.slice(0, start), after: node.data.slice(end) };
  const range = document.createRange();
  range.setStart(block, 0);
  range.setEnd(node, start);
  const before = range.toString();
  range.setStart(node, end);
  range.setEnd(block, block.childNodes.length);
  return { before, after: range.toString() };
}

function textNodes(root: Element): Text[] {
  const found: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIP) || node.nodeValue?.trim() === ''
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
  return found;
}

/** One text node's term uses glossed, last first so earlier offsets hold. */
function glossUses(
  node: Text,
  names: readonly TermLinkText[],
  english: ReadonlyMap<string, string>,
  locale: string,
): void {
  const matches = findMatches(node.data, names, locale);
  for (const match of matches.reverse()) {
    const name = english.get(match.termId);
    const use = {
      linkText: node.data.slice(match.start, match.end),
      ...around(node, match.start, match.end),
    };
    if (!name || glossNotWanted(use, name)) continue;
    const after = node.splitText(match.end);
    after.before(glossFor(name, locale));
  }
}

export async function glossEveryTerm(): Promise<void> {
  if (done) return;
  done = true;
  const locale = location.pathname.split('/')[1] ?? '';
  let rows: TermLinkNameRow[];
  try {
    const response = await fetch(`/${locale}/glossary/link-names.json`);
    rows = readTermLinkNameList(await response.json());
  } catch {
    done = false;
    return;
  }
  const names = rows.map(([text, termId]) => ({ text, termId }));
  const english = new Map(rows.map(([, termId, name]) => [termId, name]));
  const textLocale = locale === 'zh-hant' ? 'zh-hant' : locale;
  for (const section of document.querySelectorAll('.rule-section:not(.rule-section--fallback)')) {
    for (const node of textNodes(section)) glossUses(node, names, english, textLocale);
  }
}
