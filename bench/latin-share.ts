/**
 * The share of Latin letters in the main text of built Thai and Chinese rule pages (dice notation
 * and DC/AC/HP/XP left out), with the Latin words that remain, to find English a reader still
 * meets. Pages are `<locale>/rules/<PageId>`; by default th and zh LevelAdvancement and
 * DamageandHealing. Printed twice: for all of `<main>`, and without the collapsed Playtest
 * comparisons (English by design), whose remaining Latin words are listed.
 *
 * Usage: pnpm --filter @polyhedral/site build &&
 *   pnpm --filter @polyhedral/bench exec tsx latin-share.ts [--dist <dir>] [<locale>/<PageId> ...]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { latinLetters, mainText } from './latin-share/latin-letters.ts';

const { values, positionals } = toolOptions('latin-share', {
  options: { dist: { type: 'string' } },
  allowPositionals: true,
});
const distDir = path.resolve(values.dist ?? fileURLToPath(new URL('../apps/site/dist/', import.meta.url)));
const pages =
  positionals.length > 0
    ? positionals
    : ['th/LevelAdvancement', 'zh/LevelAdvancement', 'th/DamageandHealing', 'zh/DamageandHealing'];

let missing = false;
for (const page of pages) {
  const [locale, id] = page.split('/');
  const file = path.join(distDir, locale ?? '', 'rules', id ?? '', 'index.html');
  if (!existsSync(file)) {
    console.error(`${page}: ${file} not found (build the site first)`);
    missing = true;
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const count = latinLetters(mainText(html));
  const own = latinLetters(mainText(html, { withoutPlaytest: true }));
  const top = own.words
    .slice(0, 8)
    .map(([word, n]) => `${word}×${n}`)
    .join(' ');
  const percent = (share: number) => `${(share * 100).toFixed(2).padStart(6)}%`;
  console.log(
    `${page.padEnd(22)} ${percent(count.share)} Latin (${count.latin} of ${count.letters} letters); without the Playtest comparisons ${percent(own.share)} (${own.latin} of ${own.letters})  ${top || '-'}`,
  );
}
process.exit(missing ? 2 : 0);
