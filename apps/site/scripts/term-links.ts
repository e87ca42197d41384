/**
 * Glossary term links in the built rule pages, per locale: how many term links the rule text
 * holds, how many distinct terms, and on how many rule pages at least one term is linked.
 *
 * Usage: pnpm --filter @polyhedral/site build && pnpm --filter @polyhedral/site exec tsx scripts/term-links.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@polyhedral/i18n';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ not found: run `pnpm --filter @polyhedral/site build` first');
  process.exit(2);
}

/** A term link in rule text: an anchor carrying data-term (the definitions list below the text has none). */
const TERM_LINK = /<a\b[^>]*\bdata-term="([^"]+)"/g;

console.log('locale  rule pages  with term links  term links  distinct terms');
for (const locale of LOCALES) {
  const rulesDir = path.join(distDir, locale, 'rules');
  let pages = 0;
  let linkedPages = 0;
  let links = 0;
  const terms = new Set<string>();
  for (const id of readdirSync(rulesDir)) {
    const file = path.join(rulesDir, id, 'index.html');
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    // Sub-section IDs are redirect pages; a rule page has its sections.
    if (!html.includes('class="rule-section')) continue;
    pages += 1;
    const found = [...html.matchAll(TERM_LINK)].map((match) => match[1]!);
    if (found.length > 0) linkedPages += 1;
    links += found.length;
    for (const term of found) terms.add(term);
  }
  console.log(
    `${locale.padEnd(6)}  ${String(pages).padStart(10)}  ${String(linkedPages).padStart(15)}  ${String(links).padStart(10)}  ${String(terms.size).padStart(14)}`,
  );
}
