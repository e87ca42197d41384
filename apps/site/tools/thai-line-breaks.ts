/**
 * `pnpm --filter @polyhedral/site thai-line-breaks [distDir] [--words a,b] [--pages N]`: every built
 * Thai page (not a section's redirect page) laid out at the ten phone widths of browser check 88,
 * the whole page (footer included). Prints (1) how many times a listed borrowed word (the project's
 * list, plus `--words`) is split across two lines, per word, and (2) the line breaks inside a run
 * of Thai letters that show a wrong break — the new line starting with a silent letter (ส์, ย์) or a
 * lone consonant, or the old one ending in one — grouped by the letters around them, for a reader to
 * pick the borrowed words to add. `--json` prints one object instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { toolOptions } from '@polyhedral/cli-build/tool-options';
import { THAI_BORROWED_WORDS } from '@polyhedral/i18n';
import {
  PHONE_WIDTHS,
  splitBorrowedWords,
  thaiLineBreaks,
} from '../tests/browser/support/thai-line-breaks.ts';
import { startStaticServer } from './static-server.ts';

const { values, positionals } = toolOptions('thai-line-breaks', {
  options: { words: { type: 'string', default: '' }, pages: { type: 'string' }, json: { type: 'boolean' } },
  allowPositionals: true,
});
const extra = values.words.split(',').filter(Boolean);
const limit = Number(values.pages ?? Number.POSITIVE_INFINITY);
const json = values.json === true;
const dist = positionals[0] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const words = [...new Set([...THAI_BORROWED_WORDS, ...extra])];

/** A break whose two sides show the dictionary cut inside a word. */
const SILENT_START = /^[\u0e01-\u0e2e][\u0e31\u0e34-\u0e3a\u0e47-\u0e4b]?\u0e4c/;
/** A segment of one consonant and nothing else (มอน|ส|เตอร์). */
const LONE_CONSONANT = /^[\u0e01-\u0e2e]$/;
function looksWrong(before: string, after: string): boolean {
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  const lastOf = (text: string) => [...segmenter.segment(text)].at(-1)?.segment ?? '';
  const firstOf = (text: string) => [...segmenter.segment(text)][0]?.segment ?? '';
  return (
    SILENT_START.test(after) || LONE_CONSONANT.test(lastOf(before)) || LONE_CONSONANT.test(firstOf(after))
  );
}

const root = path.join(dist, 'th');
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('http-equiv="refresh"'))
  .sort()
  .slice(0, limit);
const server = await startStaticServer(dist);
const browser = await launchChromium();
const splits = new Map<string, number>();
const wrong = new Map<string, { count: number; pages: Set<string> }>();
let breaks = 0;
try {
  const context = await browser.newContext({
    isMobile: true,
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  // tsx names the functions inside the measuring code with a helper the page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  const page = await context.newPage();
  for (const file of pages) {
    const url = `${server.url}/th/${file.replace(/index\.html$/, '')}`;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      for (const split of await splitBorrowedWords(page, 'body', words)) {
        const word = split.slice(0, split.indexOf(':'));
        splits.set(word, (splits.get(word) ?? 0) + 1);
      }
      for (const around of await thaiLineBreaks(page, 'body')) {
        breaks += 1;
        const [before = '', after = ''] = around.split('|');
        if (!looksWrong(before, after)) continue;
        const key = `${before.slice(-6)}|${after.slice(0, 6)}`;
        const entry = wrong.get(key) ?? { count: 0, pages: new Set<string>() };
        entry.count += 1;
        entry.pages.add(file.split(path.sep)[0] ?? file);
        wrong.set(key, entry);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const totalSplits = [...splits.values()].reduce((sum, count) => sum + count, 0);
if (json) {
  console.log(
    JSON.stringify({
      pages: pages.length,
      widths: PHONE_WIDTHS.length,
      lineBreaks: breaks,
      listedSplits: totalSplits,
      splits: Object.fromEntries(splits),
      wrongBreaks: Object.fromEntries([...wrong].map(([key, entry]) => [key, entry.count])),
    }),
  );
} else {
  console.log(
    `${pages.length} Thai pages x ${PHONE_WIDTHS.length} widths: ${breaks} line breaks inside Thai runs; ${totalSplits} splits of ${words.length} listed words`,
  );
  for (const [word, count] of [...splits].sort((a, b) => b[1] - a[1]))
    console.log(`  split ${word}: ${count}`);
  console.log(`breaks that look wrong: ${[...wrong.values()].reduce((sum, entry) => sum + entry.count, 0)}`);
  for (const [key, entry] of [...wrong].sort((a, b) => b[1].count - a[1].count))
    console.log(`  ${entry.count}  ${key}  (${[...entry.pages].slice(0, 4).join(', ')})`);
}
