/**
 * Browser tests of the workbench (Debian's chromium through playwright-core), each on a fresh
 * server over a temporary git copy of the content (the real content only for the read-only
 * overview check):
 * - a Thai and a Chinese draft: a changed number shows a QA error at its line, fixing it clears
 *   it, typed Thai/Chinese (keyboard and IME composition) is saved, the section is marked
 *   reviewed, and the file differs only in that section's lines and its review entry;
 * - a stale section: a changed English sentence shows as the diff; Mark current clears it;
 * - the overview's counts equal `pnpm --silent content status --json`;
 * - unsaved text survives a reload; a save over a file changed on disk is refused, both shown.
 * Screenshots (overview and editor in th and zh UI, light and dark; the stale diff) go to
 * screenshots/. `pnpm --filter @polyhedral/workbench test:browser [name-filter]`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@polyhedral/browser-testing';
import { loadContent, REPO_ROOT, type TranslatedLocale } from '@polyhedral/content';
import type { Browser, Page } from 'playwright-core';
import { startWorkbench } from '../../src/server/index.ts';
import { pickCurrent, pickDraft } from '../pick-sections.ts';
import { makeTempContent } from '../temp-content.ts';

const SHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));
mkdirSync(SHOTS, { recursive: true });

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function open(browser: Browser, url: string, options: { ui?: string; dark?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(options.ui ? url.replace('/?', `/?ui=${options.ui}&`) : url);
  return { page, context, errors };
}

async function openSection(page: Page, locale: string, id: string) {
  await page.evaluate(
    ([l, i]) => {
      location.hash = `#/${l}/${i}`;
    },
    [locale, id] as const,
  );
  await page.waitForSelector(`#editor[data-id="${id}"] .qa-summary[data-checks]`);
}

/** Replace [from, to) of the editor's text by typing `text` (keyboard input, not a DOM write). */
async function typeOver(page: Page, from: number, to: number, text: string) {
  const before = await page.evaluate(() => window.workbench!.checks);
  await page.evaluate(
    ([a, b]) => {
      const view = window.workbench!.view;
      view.focus();
      view.dispatch({ selection: { anchor: a, head: b } });
    },
    [from, to] as const,
  );
  await page.keyboard.insertText(text);
  await page.waitForFunction((n) => window.workbench!.checks > n, before);
}

const docText = (page: Page) => page.evaluate(() => window.workbench!.view.state.doc.toString());

/** Line numbers (1-based, in the old file) that differ between two texts of the same line count or not. */
function changedLines(before: string, after: string): { removed: number[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  const removed: number[] = [];
  for (let i = start; i <= endA; i += 1) removed.push(i + 1);
  return { removed, added: b.slice(start, endB + 1) };
}

async function draftFlow(browser: Browser, locale: TranslatedLocale, typed: string, ime: string) {
  const temp = makeTempContent();
  const running = await startWorkbench({ root: temp.root, port: 0 });
  try {
    const model = loadContent({ root: temp.root });
    const pick = pickDraft(model, locale);
    const file = path.join(temp.root, pick.file);
    const before = readFileSync(file, 'utf8');
    const { page, context, errors } = await open(browser, running.url, { ui: locale });
    await openSection(page, locale, pick.id);
    const start = await docText(page);
    assert(start === pick.markdown, 'the editor holds the section text as on disk');

    // Change the number: QA shows qa-number-missing at that number's line.
    const wrong = String(Number(pick.number) + 7);
    await typeOver(page, pick.offset, pick.offset + pick.number.length, wrong);
    const line = start.slice(0, pick.offset).split('\n').length;
    const finding = await page.$(`.findings li[data-rule="qa-number-missing"][data-line="${line}"]`);
    assert(finding, `QA shows the missing number ${pick.number} at line ${line} of the section`);
    assert(await page.$('.cm-lintRange-error'), 'the editor underlines the error');
    assert(
      !(await page.isVisible('[data-action="review"]')),
      'Mark reviewed is not offered while QA has errors',
    );
    await page.screenshot({ path: path.join(SHOTS, `editor-${locale}-qa-error.png`), fullPage: true });

    // Fix it, then type in the target language, by keyboard and by an IME composition.
    await typeOver(page, pick.offset, pick.offset + wrong.length, pick.number);
    assert((await page.getAttribute('.qa-summary', 'data-errors')) === '0', 'the error is gone once fixed');
    // Typed into the prose right after that number (the section may end with a directive line,
    // which text appended at the very end would break).
    const at = pick.offset + pick.number.length;
    await typeOver(page, at, at, typed);
    const cdp = await context.newCDPSession(page);
    const composing = await page.evaluate(() => window.workbench!.checks);
    await cdp.send('Input.imeSetComposition', { text: ime.slice(0, 1), selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.imeSetComposition', {
      text: ime,
      selectionStart: ime.length,
      selectionEnd: ime.length,
    });
    await cdp.send('Input.insertText', { text: ime });
    await page.waitForFunction((n) => window.workbench!.checks > n, composing);
    const edited = await docText(page);
    assert(
      edited === `${pick.markdown.slice(0, at)}${typed}${ime}${pick.markdown.slice(at)}`,
      `typed and composed text arrive once: ${JSON.stringify(edited.slice(-20))}`,
    );

    await page.click('[data-action="save"]');
    await page.waitForFunction(() => !document.querySelector('.unsaved:not([hidden])'));
    await page.screenshot({ path: path.join(SHOTS, `editor-${locale}-saved.png`) });
    await page.click('[data-action="review"]');
    await page.waitForSelector('[data-section-state="reviewed"]');

    const after = readFileSync(file, 'utf8');
    const { removed, added } = changedLines(before, after);
    const sectionLine = before.split('\n').findIndex((text) => text.includes(`{#${pick.id}}`)) + 1;
    const reviewLine =
      before.split('\n').findIndex((text) => new RegExp(`^\\s+${pick.id}: draft`).test(text)) + 1;
    const lastLine = sectionLine - 1 + pick.markdown.split('\n').length;
    assert(reviewLine > 0, 'the file has the review entry');
    assert(
      removed.every((n) => n === reviewLine || (n >= reviewLine && n <= lastLine)),
      `only the review entry and the section's lines changed (lines ${removed.join(',')}; section ${sectionLine}-${lastLine})`,
    );
    const expected = before
      .replace(new RegExp(`^(\\s+${pick.id}): draft`, 'm'), '$1: reviewed')
      .replace(pick.markdown, edited);
    assert(
      after === expected,
      'the file is the old file with the typed text and the review entry, byte for byte',
    );
    assert(added.length > 0, 'something changed');
    assert(errors.length === 0, `no page errors: ${errors.join('; ')}`);
    await context.close();
  } finally {
    await running.close();
    temp.remove();
  }
}

async function staleFlow(browser: Browser) {
  const temp = makeTempContent();
  const model = loadContent({ root: temp.root });
  const pick = pickCurrent(model, 'th');
  const english = path.join(temp.root, pick.file);
  const changed = pick.sentence.replace(/\.$/, ', as the table of the rules core shows.');
  writeFileSync(english, readFileSync(english, 'utf8').replace(pick.sentence, changed));
  const running = await startWorkbench({ root: temp.root, port: 0 });
  try {
    const { page, context } = await open(browser, running.url, { ui: 'th' });
    await page.waitForSelector('#overview');
    await page.click('[data-locale="th"]');
    await page.click('.filters [data-state="stale"]');
    const staleRows = await page.$$eval('tr[data-state]', (rows) =>
      rows.map((row) => row.getAttribute('data-id')),
    );
    assert(
      JSON.stringify(staleRows) === JSON.stringify([pick.id]),
      `the overview's stale filter shows ${pick.id} only: ${staleRows.join(', ')}`,
    );
    await openSection(page, 'th', pick.id);
    assert(
      (await page.getAttribute('[data-section-state]', 'data-section-state')) === 'stale',
      'the section is stale',
    );
    const inserted = (
      await page.$$eval('[data-diff] ins', (nodes) => nodes.map((node) => node.textContent).join(''))
    )
      .replace(/\s+/g, ' ')
      .trim();
    assert(
      inserted.includes('as the table of the rules core shows'),
      `the diff shows the added words: ${inserted}`,
    );
    await page.screenshot({ path: path.join(SHOTS, 'stale-diff-th.png'), fullPage: true });
    await page.click('[data-action="stamp"]');
    await page.waitForFunction(
      () => document.querySelector('[data-section-state]')?.getAttribute('data-section-state') !== 'stale',
    );
    assert(await page.isHidden('[data-diff]'), 'no diff once stamped');
    await context.close();
  } finally {
    await running.close();
    temp.remove();
  }
}

async function overviewCounts(browser: Browser) {
  const running = await startWorkbench({ port: 0 });
  try {
    const status = JSON.parse(
      execFileSync('pnpm', ['--silent', 'content', 'status', '--json'], { cwd: REPO_ROOT, encoding: 'utf8' }),
    ) as {
      locales: Record<string, Record<string, number> & { ids?: Record<string, string[]> }>;
    };
    const model = loadContent();
    for (const ui of ['th', 'zh'] as const) {
      for (const dark of [false, true]) {
        const { page, context } = await open(browser, running.url, { ui, dark });
        await page.waitForSelector('#overview');
        for (const locale of ['th', 'zh']) {
          await page.click(`[data-locale="${locale}"]`);
          const counts = JSON.parse((await page.getAttribute('.counts', 'data-counts'))!) as Record<
            string,
            number
          >;
          for (const key of ['translated', 'current', 'stale', 'draft', 'missing'])
            assert(
              counts[key] === status.locales[locale]![key],
              `${locale} ${key}: ${counts[key]} vs ${status.locales[locale]![key]}`,
            );
          // The section IDs in each state, where `content status --json` lists them.
          const ids = status.locales[locale]!.ids;
          if (ids) {
            const shown = (selector: string) =>
              page.$$eval(selector, (rows) => rows.map((row) => row.getAttribute('data-id')!).sort());
            for (const state of ['stale', 'missing'] as const)
              assert(
                JSON.stringify(await shown(`tr[data-state="${state}"]`)) ===
                  JSON.stringify([...(ids[state] ?? [])].sort()),
                `${locale} ${state} IDs equal content status --json`,
              );
          }
        }
        await page.click(`[data-locale="${ui}"]`);
        await page.screenshot({ path: path.join(SHOTS, `overview-${ui}-${dark ? 'dark' : 'light'}.png`) });
        const pick = pickDraft(model, ui);
        await openSection(page, ui, pick.id);
        await page.screenshot({ path: path.join(SHOTS, `editor-${ui}-${dark ? 'dark' : 'light'}.png`) });
        await context.close();
      }
    }
  } finally {
    await running.close();
  }
}

async function neverLoseWork(browser: Browser) {
  const temp = makeTempContent();
  const running = await startWorkbench({ root: temp.root, port: 0 });
  try {
    const model = loadContent({ root: temp.root });
    const pick = pickDraft(model, 'zh');
    const file = path.join(temp.root, pick.file);
    const { page, context } = await open(browser, running.url, { ui: 'zh' });
    await openSection(page, 'zh', pick.id);
    const end = (await docText(page)).length;
    await typeOver(page, end, end, '未保存的文字');
    await page.reload();
    await page.waitForSelector('[data-restore]');
    await page.click('[data-action="restore"]');
    await page.waitForFunction(() => window.workbench!.view.state.doc.toString().endsWith('未保存的文字'));
    // Someone else changes the file; Save refuses and shows both versions.
    const other = readFileSync(file, 'utf8').replace(
      pick.markdown,
      `${pick.markdown}\n\n另一个编辑器的修改。`,
    );
    writeFileSync(file, other);
    await page.click('[data-action="save"]');
    await page.waitForSelector('[data-conflict]:not([hidden]) [data-version="disk"]');
    const disk = await page.textContent('[data-version="disk"]');
    assert(disk?.includes('另一个编辑器的修改'), 'the version on disk is shown');
    assert(
      (await page.textContent('[data-version="yours"]'))?.includes('未保存的文字'),
      'your text is shown',
    );
    assert(readFileSync(file, 'utf8') === other, 'the file on disk is untouched');
    await context.close();
  } finally {
    await running.close();
    temp.remove();
  }
}

const CHECKS: [string, (browser: Browser) => Promise<void>][] = [
  [
    'th draft: QA error at its line, fix, type Thai, save, review; only that section changes',
    (b) => draftFlow(b, 'th', ' ทดสอบการพิมพ์', 'ภาษาไทย'),
  ],
  [
    'zh draft: QA error at its line, fix, type Chinese, save, review; only that section changes',
    (b) => draftFlow(b, 'zh', '测试输入', '中文输入法'),
  ],
  ['stale section: the English change is the diff; Mark current clears it', staleFlow],
  ['overview counts equal content status --json; screenshots', overviewCounts],
  ['unsaved text survives a reload; a save over a changed file is refused', neverLoseWork],
];

const filter = process.argv[2];
const browser = await launchChromium();
let passed = 0;
let failed = 0;
for (const [name, check] of CHECKS) {
  if (filter && !name.includes(filter)) continue;
  const started = Date.now();
  try {
    await check(browser);
    passed += 1;
    console.log(`✓ ${name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed += 1;
    console.log(`✗ ${name}\n  ${error instanceof Error ? error.message : String(error)}`);
  }
}
await browser.close();
// The closing line pnpm test's summary reads.
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
