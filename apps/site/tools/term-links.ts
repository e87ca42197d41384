/**
 * Glossary term links in the built rule pages, per locale: how many term links the rule text
 * holds, how many distinct terms, and on how many rule pages at least one term is linked.
 *
 * Usage: pnpm --filter @polyhedral/site build && pnpm --filter @polyhedral/site exec tsx tools/term-links.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@polyhedral/i18n';
import { termLinkCounts } from './term-link-counts.ts';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ not found: run `pnpm --filter @polyhedral/site build` first');
  process.exit(2);
}

console.log('locale  rule pages  with term links  term links  distinct terms');
for (const locale of LOCALES) {
  const { pages, linkedPages, links, terms } = termLinkCounts(distDir, locale);
  console.log(
    `${locale.padEnd(6)}  ${String(pages).padStart(10)}  ${String(linkedPages).padStart(15)}  ${String(links).padStart(10)}  ${String(terms.size).padStart(14)}`,
  );
}
