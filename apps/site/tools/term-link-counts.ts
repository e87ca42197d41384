/**
 * Glossary term links in the built rule pages of one locale: the one counter behind
 * term-links.ts (figures) and browser check 87 (assertions).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { attribute, findElements, firstElement, hasToken, parseHtml } from '../src/lib/built-html.ts';

/** A term link in rule text: an anchor carrying data-term (the definitions list below the text has none). */
const isTermLink = (element: Element) => element.tagName === 'a' && Boolean(attribute(element, 'dataTerm'));

/** A rule section's element: a rule page has them, a sub-section's redirect page does not. */
const isRuleSection = (element: Element) => hasToken(element, 'className', 'rule-section');

export interface TermLinkCounts {
  /** Rule pages (sub-section IDs are redirect pages and do not count). */
  pages: number;
  /** Rule pages with at least one term link. */
  linkedPages: number;
  /** Term links in all rule pages. */
  links: number;
  /** Distinct terms linked. */
  terms: Set<string>;
  /** The term IDs linked on each rule page, in page order. */
  byPage: Map<string, string[]>;
}

export function termLinkCounts(distDir: string, locale: string): TermLinkCounts {
  const rulesDir = path.join(distDir, locale, 'rules');
  const counts: TermLinkCounts = { pages: 0, linkedPages: 0, links: 0, terms: new Set(), byPage: new Map() };
  for (const id of readdirSync(rulesDir)) {
    const file = path.join(rulesDir, id, 'index.html');
    if (!existsSync(file)) continue;
    const page = parseHtml(readFileSync(file, 'utf8'));
    if (!firstElement(page, isRuleSection)) continue;
    counts.pages += 1;
    const found = findElements(page, isTermLink).map((link) => attribute(link, 'dataTerm')!);
    if (found.length > 0) counts.linkedPages += 1;
    counts.links += found.length;
    for (const term of found) counts.terms.add(term);
    counts.byPage.set(id, found);
  }
  return counts;
}
