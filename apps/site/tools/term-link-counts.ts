/**
 * Glossary term links in the built rule pages of one locale: the one counter behind
 * term-links.ts (figures) and browser check 87 (assertions).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A term link in rule text: an anchor carrying data-term (the definitions list below the text has none). */
const TERM_LINK = /<a\b[^>]*\bdata-term="([^"]+)"/g;

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
    const html = readFileSync(file, 'utf8');
    if (!html.includes('class="rule-section')) continue;
    counts.pages += 1;
    const found = [...html.matchAll(TERM_LINK)].map((match) => match[1]!);
    if (found.length > 0) counts.linkedPages += 1;
    counts.links += found.length;
    for (const term of found) counts.terms.add(term);
    counts.byPage.set(id, found);
  }
  return counts;
}
