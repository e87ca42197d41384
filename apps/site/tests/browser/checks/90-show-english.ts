/**
 * "Show the English" (issue 86), only what a browser shows; the rest is unit tests (src/reading/)
 * and the cross-engine reader task (tests/engines/reader-tasks.ts):
 * - the layout: each English block under its block on a phone (390 px), beside it on a desktop;
 *   the page's calculator not repeated; the view kept on reload and in the address;
 * - a tap on a block (phone, the view off) reveals that block's English alone;
 * - the English prints with the page when the view is on;
 * - after one visit the view works offline (the service worker kept the documents);
 * - offline, the bar's failure message is drawn whole by the page's own web fonts (issue 102: the
 *   zh message lost 载网络连; which strings each page carries is tests/built/written-glyphs.built.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';

const PAGE = '/th/rules/D20Tests/';
const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function turnOn(page: Page): Promise<void> {
  await page.locator('[data-english-toggle]').click();
  await expect(page.locator('[data-english-toggle]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.english-block[lang="en"]').first()).toBeVisible();
}

/** Where the first paragraph with English is, and where its English is. */
async function firstPair(page: Page) {
  return page.evaluate(() => {
    const block = document.querySelector<HTMLElement>('.rule-section > p.has-english')!;
    const english = block.nextElementSibling as HTMLElement;
    const a = block.getBoundingClientRect();
    const b = english.getBoundingClientRect();
    return {
      english: english.className,
      blockBottom: a.bottom,
      blockRight: a.right,
      englishTop: b.top,
      blockTop: a.top,
      englishLeft: b.left,
    };
  });
}

test.describe('Show the English on a translated rule page', () => {
  test('under each block on a phone, beside it on a desktop; kept on reload and in the address; calculators once', async ({
    newPage,
  }) => {
    const phone = (await newPage(PHONE)).page;
    await phone.goto(PAGE);
    const calculators = await phone.locator('[data-calculator]').count();
    await turnOn(phone);
    const under = await firstPair(phone);
    expect(under.english).toContain('english-block');
    expect(under.englishTop, 'under its block').toBeGreaterThanOrEqual(under.blockBottom - 1);
    expect(await phone.locator('[data-calculator]').count(), 'no calculator repeated').toBe(calculators);
    expect(new URL(phone.url()).searchParams.get('english')).toBe('on');
    await phone.goto(PAGE);
    await expect(phone.locator('[data-english-toggle]')).toHaveAttribute('aria-pressed', 'true');
    await expect(phone.locator('.english-block').first()).toBeVisible();

    const desktop = (await newPage(DESKTOP)).page;
    await desktop.goto(`${PAGE}?english=on`);
    await expect(desktop.locator('.english-block').first()).toBeVisible();
    const beside = await firstPair(desktop);
    expect(beside.englishLeft, 'beside its block').toBeGreaterThanOrEqual(beside.blockRight);
    expect(Math.abs(beside.englishTop - beside.blockTop)).toBeLessThan(40);
  });

  test('a tap on a block on a phone reveals that block only', async ({ newPage }) => {
    const { page } = await newPage(PHONE);
    await page.goto(PAGE);
    const paragraph = page
      .locator('.rule-section > p:not(.notice, .review-credit, .suggest-correction)')
      .nth(1);
    await paragraph.click({ position: { x: 4, y: 4 } });
    await expect(page.locator('.english-block--revealed')).toHaveCount(1);
    await expect(page.locator('.english-block:visible')).toHaveCount(1);
    await paragraph.click({ position: { x: 4, y: 4 } });
    await expect(page.locator('.english-block:visible')).toHaveCount(0);
  });

  test('prints with the page when on; works offline after one visit', async ({ newPage }) => {
    const { page, context } = await newPage({ ...DESKTOP, serviceWorkers: 'allow' });
    await page.goto(PAGE);
    await waitForWorker(page);
    // Read once through the worker, as a reader's second page would be.
    await page.reload();
    await turnOn(page);
    const english = (await page.locator('.english-block').first().textContent())?.trim() ?? '';
    const pdf = path.join(mkdtempSync(path.join(tmpdir(), 'english-print-')), 'page.pdf');
    await page.pdf({ path: pdf, format: 'A4' });
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text, 'the English printed').toContain(english.split(/\s+/).slice(0, 4).join(' '));

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.english-block').first(), 'the English offline').toBeVisible();
  });
});

test.describe('Show the English offline, on a page opened with it off', () => {
  // The English file cannot be fetched: the browser logs the failed request the bar answers.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test('offline, a zh page opened with the view off says its English is not on the device, drawn whole with its own fonts', async ({
    newPage,
  }) => {
    const { page, context } = await newPage({ ...PHONE, serviceWorkers: 'allow' });
    await page.goto('/zh/rules/Actions/');
    await waitForWorker(page);
    await page.reload();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-english-toggle]').click();
    const status = page.locator('.reading-bar__status');
    // Offline, the bar says the page's English is not on the device and how to keep it (decision 476).
    const message =
      '你处于离线状态，本页的英文原文尚未保存在本设备上。在线时显示过一次即会保存；在“离线使用”中下载本语言，则会保存所有页面的英文原文。';
    await expect(status).toHaveText(message);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '.reading-bar__status',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    const drawn = fonts.map(
      ({ familyName, isCustomFont, glyphCount }) =>
        `${familyName}${isCustomFont ? '' : ' (device)'}: ${glyphCount}`,
    );
    // Every glyph from the page's Noto Sans SC files (their name table says "Noto Sans SC Thin"):
    // none from the outline-less "Noto Sans SC Metrics" (a blank) or a device font.
    expect(
      drawn.filter((line) => !/^Noto Sans SC(?! Metrics)[^:(]*: /.test(line)),
      drawn.join(', '),
    ).toEqual([]);
    expect(
      fonts.reduce((sum, font) => sum + font.glyphCount, 0),
      'one glyph a character',
    ).toBe([...message].length);
  });
});
