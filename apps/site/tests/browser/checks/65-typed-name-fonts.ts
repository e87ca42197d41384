import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@polyhedral/browser-testing';
import { addCreature, createTracker, trackerFileText } from '@polyhedral/core/tracker';
import { expect, test } from '../fixtures.ts';
import { PHONE } from '../support/phone.ts';
import { openTool, storeTrackerBeforeLoad } from '../support/tracker.ts';
import { woffToSfnt } from '../support/woff-to-sfnt.ts';

/**
 * A name typed at the table (赤红巨龙, "red dragon"; 玛丽, "Mary") can hold characters the site's
 * Chinese subsets lack: they hold what the site itself shows (赤, 红 and 玛 are not among them).
 * The tracker's text takes the typed-text stack (styles/fonts.css `--font-typed`), which names the
 * systems' CJK fonts before the generic families. Which font draws each glyph is read from Chromium itself (DevTools protocol,
 * CSS.getPlatformFontsForNode):
 * - on this machine's bare fonts (the suite's browser: host CJK fonts hidden), a character outside
 *   the subsets has no font at all: Chromium would draw the first font's missing glyph, which the
 *   subsets leave empty (a blank); the tracker finds that (tracker/missing-glyphs.ts) and a face of
 *   visible boxes ends the stack, so each such character shows as a box (the screenshot);
 * - in a browser whose fontconfig has an installed CJK font (fontsource's Noto Sans SC files,
 *   unwrapped to TrueType and renamed SYSTEM_FAMILY at scan time, in a configuration of this test
 *   only: no system package is installed), every glyph of the name is drawn: the subset's by the
 *   webfont, the rest by that installed font.
 */

/** A name of characters the site shows, and one with a character it does not (玛: not in the subsets). */
const NAMES = ['赤红巨龙', '玛丽'] as const;
const SHOTS = process.env.TRACKER_SHOTS;
/**
 * The installed font's family: one the typed-text stack names and the webfonts' local() sources do
 * not, so only the stack can reach it (an installed "Noto Sans CJK SC" would serve the webfont
 * faces themselves through local()).
 */
const SYSTEM_FAMILY = 'Source Han Sans CN';
const require = createRequire(import.meta.url);

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts Chromium drew an element's own text with, and how many glyphs each. */
async function fontsOf(page: Page, selector: string): Promise<PlatformFont[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map(({ familyName, isCustomFont, glyphCount }) => ({ familyName, isCustomFont, glyphCount }));
}

async function openWithName(page: Page, baseUrl: string): Promise<void> {
  let state = createTracker();
  for (const name of NAMES)
    state = addCreature(state, { name, kind: 'monster', initiativeBonus: 0, ac: 19, maxHp: 256 });
  await storeTrackerBeforeLoad(page, trackerFileText(state));
  await page.goto(`${baseUrl}/zh/tracker/`);
  await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
  // Every webfont the page asked for has arrived (or failed): what is drawn now stays.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The tracker has asked the device whether it draws every typed character (missing-glyphs.ts).
  await page.locator('html[data-typed-glyphs]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page's answer: `missing` (a typed character no font draws: the box face ends the stack) or `drawn`. */
const typedGlyphs = (page: Page) => page.evaluate(() => document.documentElement.dataset.typedGlyphs);
const BOX_FAMILY = 'Polyhedral Missing Glyph';

/** A fontconfig of the host's own configuration plus a "system" CJK font (see above), for this test only. */
function configWithSystemCjkFont(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'polyhedral-cjk-system-'));
  const fonts = path.join(folder, 'fonts');
  mkdirSync(fonts);
  const source = path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');
  // Chromium takes installed fonts as TrueType/OpenType files, not WOFF: each file unwrapped.
  for (const file of readdirSync(source).filter((one) => one.endsWith('-400-normal.woff'))) {
    writeFileSync(
      path.join(fonts, file.replace(/\.woff$/, '.ttf')),
      woffToSfnt(readFileSync(path.join(source, file))),
    );
  }
  const config = path.join(folder, 'fonts.conf');
  writeFileSync(
    config,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${fonts}</dir>`,
      `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
      '  <match target="scan">',
      '    <test name="family"><string>Noto Sans SC</string></test>',
      `    <edit name="family" mode="assign_replace" binding="same"><string>${SYSTEM_FAMILY}</string></edit>`,
      `    <edit name="fullname" mode="assign_replace" binding="same"><string>${SYSTEM_FAMILY}</string></edit>`,
      `    <edit name="postscriptname" mode="assign_replace" binding="same"><string>${SYSTEM_FAMILY.replaceAll(' ', '')}</string></edit>`,
      '  </match>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return config;
}

test('zh: the typed-name stack names the system CJK fonts before the generic families', async ({
  newPage,
  site,
}) => {
  const { page } = await newPage(PHONE);
  await openWithName(page, site.baseUrl);
  const family = await page
    .getByTestId('tracker-open-c1')
    .evaluate((element) => getComputedStyle(element).fontFamily);
  const at = (name: string) => family.indexOf(name);
  // The page's webfonts first (the same look for the characters the site shows), then the
  // systems' Simplified Chinese fonts, before any generic family that may draw boxes.
  expect(at('"Noto Sans SC Page"')).toBe(0);
  for (const name of ['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans CJK SC"']) {
    expect(at(name)).toBeGreaterThan(at('"Noto Sans SC Metrics"'));
    expect(at(name)).toBeLessThan(family.search(/(^|, )sans-serif(,|$)/));
  }
  expect(at('"Noto Sans CJK SC"')).toBeLessThan(at('"Noto Sans CJK TC"'));
  // The name field of the add form takes it too.
  await openTool(page, 'add');
  const input = await page
    .locator('#tracker-add-name')
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(input).toBe(family);
});

/** The characters of `text` that no @font-face of the page covers (its unicode-ranges). */
function uncovered(page: Page, text: string): Promise<string[]> {
  return page.evaluate((text) => {
    // The box face the tracker adds for characters no font draws is not a font that has them.
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/"/g, '') !== 'Polyhedral Missing Glyph',
    );
    const ranges = faces.flatMap((face) =>
      face.unicodeRange.split(',').map((part) => {
        const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
        return [Number.parseInt(lo!, 16), Number.parseInt(hi ?? lo!, 16)] as const;
      }),
    );
    return [...text].filter((char) => {
      const code = char.codePointAt(0)!;
      return !ranges.some(([lo, hi]) => code >= lo && code <= hi);
    });
  }, text);
}

test('zh: 赤红巨龙 and 玛丽 on a bare machine, and with a system CJK font: which font draws each glyph', async ({
  newPage,
  site,
}) => {
  const rows = NAMES.map((name, index) => ({ name, selector: `[data-testid="tracker-open-c${index + 1}"]` }));
  const glyphs = (fonts: PlatformFont[], keep: (one: PlatformFont) => boolean = () => true) =>
    fonts.filter(keep).reduce((sum, one) => sum + one.glyphCount, 0);
  // The suite's browser: no CJK font on the system.
  const { page } = await newPage(PHONE);
  await openWithName(page, site.baseUrl);
  const missing = await uncovered(page, NAMES.join(''));
  // The site's fonts do not hold 赤, 红 and 玛 (they hold what the site shows): no font on this
  // machine has them, so Chromium draws the first font's missing glyph, which the subsets leave
  // empty: a blank where the character should be (the screenshot), reported as that font's glyph.
  expect(missing).toEqual(['赤', '红', '玛']);
  // The device draws them with no font: the page says so and a face of visible boxes, last in the
  // stack, draws each of them (a box where the character is, not a blank); the rest stay the webfont's.
  expect(await typedGlyphs(page)).toBe('missing');
  for (const row of rows) {
    const fonts = await fontsOf(page, row.selector);
    console.info(`bare machine, ${row.name}: ${JSON.stringify(fonts)}`);
    expect(fonts.every((one) => one.isCustomFont)).toBe(true);
    const lacking = [...row.name].filter((char) => missing.includes(char)).length;
    expect(glyphs(fonts, (one) => one.familyName === BOX_FAMILY)).toBe(lacking);
  }
  if (SHOTS)
    await page.getByTestId('tracker-creatures').screenshot({ path: `${SHOTS}/zh-typed-name-bare.png` });

  // A browser whose system has a Simplified Chinese font.
  let browser: Browser | undefined;
  try {
    const options = chromiumLaunchOptions('suite');
    browser = await chromium.launch({
      ...options,
      env: { ...options.env, FONTCONFIG_FILE: configWithSystemCjkFont() },
    });
    const context = await browser.newContext(PHONE);
    const withFont = await context.newPage();
    await openWithName(withFont, site.baseUrl);
    // Every typed character has a font here: no box face, nothing hidden from the installed font.
    expect(await typedGlyphs(withFont)).toBe('drawn');
    for (const row of rows) {
      const fonts = await fontsOf(withFont, row.selector);
      console.info(`with a system CJK font, ${row.name}: ${JSON.stringify(fonts)}`);
      // The characters the site's fonts lack are drawn by the installed CJK font; the rest by the webfont.
      const lacking = [...row.name].filter((char) => missing.includes(char)).length;
      // (Chromium reports the installed font by its own name table: "Noto Sans SC Thin", not a webfont.)
      expect(glyphs(fonts, (one) => !one.isCustomFont)).toBe(lacking);
      expect(glyphs(fonts, (one) => one.isCustomFont)).toBe([...row.name].length - lacking);
    }
    if (SHOTS)
      await withFont
        .getByTestId('tracker-creatures')
        .screenshot({ path: `${SHOTS}/zh-typed-name-system-font.png` });
    // The stack before this change (the page's own, ending in the generic families), for the record.
    await withFont.addStyleTag({
      content: '.tracker, .tracker button { font-family: var(--sl-font) !important; }',
    });
    for (const row of rows)
      console.info(`page stack, ${row.name}: ${JSON.stringify(await fontsOf(withFont, row.selector))}`);
  } finally {
    await browser?.close();
  }
});
