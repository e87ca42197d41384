import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@polyhedral/browser-testing';
import { addCreature, createTracker, trackerFileText } from '@polyhedral/core/tracker';
import { CACHE } from '../../../src/service-worker/offline-rules.ts';
import { fontsourceSlices, inUnicodeRange } from '../../../src/tracker/typed-face-slices.ts';
import { expect, test } from '../fixtures.ts';
import { switchScheme } from '../support/colour-schemes.ts';
import { recordFontRequests } from '../support/font-requests.ts';
import { oneWorkerInstalled, siteOrigin } from '../support/installed-worker.ts';
import { waitForWorker } from '../support/offline.ts';
import { PHONE } from '../support/phone.ts';
import { addTypedCreature, openTool, storeTrackerBeforeLoad } from '../support/tracker.ts';
import { woffToSfnt } from '../support/woff-to-sfnt.ts';

/**
 * A name typed at the table (赤红巨龙, "red dragon"; 玛丽, "Mary"; 饕餮 and 龘, rare characters; ฅนป่า,
 * "wild man" in its old spelling, with ฅ) can hold characters the site's subsets lack: they hold what the site itself shows (赤, 红,
 * 玛, 饕, 餮, 龘 and ฅ are not among them). The tracker's text takes the typed-text stack
 * (styles/fonts.css `--font-typed`): the page's faces, then the whole Noto font of each script as
 * fontsource's unicode-range slices ("Noto Sans SC Typed", "Noto Sans Thai Typed"), which the
 * tracker adds only when a name holds such a character (tracker/typed-faces.ts), then the systems'
 * CJK fonts before the generic families. Which font draws each glyph is read from Chromium itself
 * (DevTools protocol, CSS.getPlatformFontsForNode), which slices arrived from the requests:
 * - on this machine's bare fonts (the suite's browser: host CJK and Thai fonts hidden), every glyph
 *   is a webfont's, the lacking ones the typed face's, and only the slices holding them are fetched;
 * - when those slices cannot be fetched (offline, never fetched before), no font has the
 *   characters: Chromium would draw the first font's missing glyph, which the subsets leave empty
 *   (a blank); the tracker finds that (tracker/missing-glyphs.ts) and a face of visible boxes ends
 *   the stack, so each such character shows as a box (the screenshot);
 * - in a browser whose fontconfig has an installed CJK font (fontsource's Noto Sans SC files,
 *   unwrapped to TrueType and renamed SYSTEM_FAMILY at scan time, in a configuration of this test
 *   only: no system package is installed), the typed face still draws them: the page's design,
 *   not whatever font the device has.
 */

/**
 * Names of characters the site shows and ones it does not (赤红 and 玛: not in the subsets; 饕餮 and
 * 龘: rare, in two slices of Noto Sans SC), and on the Thai page a Thai name with ฅ (an old letter no page
 * shows: ฬ was used until the site wrote นาฬิกา) beside a Chinese one.
 */
const NAMES = {
  zh: ['赤红巨龙', '玛丽', '饕餮', '龘'],
  th: ['ฅนป่า', '饕餮'],
  'zh-hant': ['饕餮', '龘'],
} as const;
type Locale = keyof typeof NAMES;
/** What the page's own faces lack of those names (the site's subsets: they hold what the site shows). */
const LACKING = {
  zh: ['赤', '红', '玛', '饕', '餮', '龘'],
  th: ['ฅ', '饕', '餮'],
  'zh-hant': ['饕', '餮', '龘'],
} as const;
/** The whole Chinese font a page's typed names take: Traditional forms on zh-Hant pages. */
const HAN_PACKAGE = { zh: 'noto-sans-sc', th: 'noto-sans-sc', 'zh-hant': 'noto-sans-tc' } as const;
const SHOTS = process.env.TRACKER_SHOTS;
/**
 * The installed font's family: one the typed-text stack names and the webfonts' local() sources do
 * not, so only the stack can reach it (an installed "Noto Sans CJK SC" would serve the webfont
 * faces themselves through local()).
 */
const SYSTEM_FAMILY = 'Source Han Sans CN';
/**
 * Whether this machine itself has Noto Sans CJK SC (Debian's fonts-noto-cjk): the typed faces ask for
 * it first (`local()`, typed-faces.ts), so there it draws every glyph of a typed name, as on a reader's
 * device with that font. The checks below hold on a machine with it and on one without.
 */
const MACHINE_HAS_CJK_FONT = (() => {
  try {
    return (
      execFileSync('fc-list', [':family=Noto Sans CJK SC', 'family'], { encoding: 'utf8' }).trim() !== ''
    );
  } catch {
    return false;
  }
})();
const isMachineCjkFont = (one: PlatformFont) =>
  MACHINE_HAS_CJK_FONT && !one.isCustomFont && one.familyName === 'Noto Sans CJK SC';
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

async function openWithName(page: Page, baseUrl: string, locale: Locale = 'zh'): Promise<void> {
  let state = createTracker();
  for (const name of NAMES[locale])
    state = addCreature(state, { name, kind: 'monster', initiativeBonus: 0, ac: 19, maxHp: 256 });
  await storeTrackerBeforeLoad(page, trackerFileText(state));
  await page.goto(`${baseUrl}/${locale}/tracker/`);
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

/**
 * The typed-name stack on the zh tracker (its first name's row): the page's faces, the whole Noto
 * font, then the systems' CJK fonts before the generic families. Returns the stack, for the add
 * form's name field to be compared with.
 */
async function expectTypedStack(page: Page): Promise<string> {
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
  // The whole Noto Sans SC (its slices, added when a name needs them) after the page's faces,
  // before the systems' fonts: a character the subsets lack is drawn in the page's design.
  expect(at('"Noto Sans SC Typed"')).toBeGreaterThan(at('"Noto Sans SC Metrics"'));
  expect(at('"Noto Sans SC Typed"')).toBeLessThan(at('"PingFang SC"'));
  expect(at('"Noto Sans Thai Typed"')).toBeGreaterThan(at('"Noto Sans Thai"'));
  return family;
}

/** The typed-text stack's whole-font families (tracker/typed-faces.ts). */
const TYPED_FAMILIES = ['Noto Sans SC Typed', 'Noto Sans TC Typed', 'Noto Sans Thai Typed'];

/** The characters of `text` that no @font-face of the page's own covers (its unicode-ranges). */
function uncovered(page: Page, text: string): Promise<string[]> {
  return page.evaluate(
    ({ text, left }) => {
      // The box face and the typed faces the tracker adds are not the page's subsets.
      const faces = [...document.fonts].filter((face) => !left.includes(face.family.replace(/"/g, '')));
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
    },
    { text, left: [BOX_FAMILY, ...TYPED_FAMILIES] },
  );
}

/** The typed faces loaded now, as the characters of `chars` each one covers (an empty list: none). */
function loadedTypedFaces(
  page: Page,
  chars: readonly string[],
): Promise<Array<{ family: string; covers: string[] }>> {
  return page.evaluate(
    ({ chars, families }) =>
      [...document.fonts]
        .filter((face) => families.includes(face.family.replace(/"/g, '')) && face.status === 'loaded')
        .map((face) => {
          const ranges = face.unicodeRange.split(',').map((part) => {
            const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
            return [Number.parseInt(lo!, 16), Number.parseInt(hi ?? lo!, 16)] as const;
          });
          const covers = chars.filter((char) =>
            ranges.some(([lo, hi]) => char.codePointAt(0)! >= lo && char.codePointAt(0)! <= hi),
          );
          return { family: face.family.replace(/"/g, ''), covers };
        }),
    { chars: [...chars], families: TYPED_FAMILIES },
  );
}

/**
 * The fontsource files (`noto-sans-sc-25-400-normal.woff2`) holding `chars`, as the package's own
 * stylesheets say: the slices a page may fetch for them, and no other.
 */
function slicesHolding(
  chars: readonly string[],
  han: 'noto-sans-sc' | 'noto-sans-tc' = 'noto-sans-sc',
): string[] {
  const files = new Set<string>();
  for (const [name, pattern] of [
    [han, new RegExp(`^${han}-[0-9]+-400-normal\\.woff2$`)],
    ['noto-sans-thai', /^noto-sans-thai-thai-400-normal\.woff2$/],
  ] as const) {
    const folder = path.dirname(require.resolve(`@fontsource/${name}/package.json`));
    const names = readdirSync(path.join(folder, 'files')).filter((file) => pattern.test(file));
    const slices = fontsourceSlices(
      readFileSync(path.join(folder, '400.css'), 'utf8'),
      Object.fromEntries(names.map((file) => [file, file])),
    );
    for (const char of chars) {
      const script = name === 'noto-sans-thai' ? /\p{Script=Thai}/u : /\p{Script=Han}/u;
      if (!script.test(char)) continue;
      for (const slice of slices)
        if (inUnicodeRange(slice.unicodeRange, char.codePointAt(0)!)) files.add(slice.url);
    }
  }
  return [...files].sort();
}

/** A built typed slice's address (`/_astro/noto-sans-sc-25-400-normal.<hash>.woff2`) as its fontsource file. */
const TYPED_SLICE = /\/_astro\/(noto-sans-(?:sc|tc|thai)-[a-z0-9]+-400-normal)\.[^/]+\.woff2$/;

/** The typed slices a page fetches from now on, with their bytes, and the typed-face chunks' bytes. */
function recordTypedFetches(page: Page): { slices: Map<string, number>; chunks: Map<string, number> } {
  const slices = new Map<string, number>();
  const chunks = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    // A request finishing as the test closes its page has no sizes to give: the page's checks are
    // done by then, and the rejection would otherwise fail the test after them.
    const sizes = await request.sizes().catch(() => undefined);
    if (!sizes) return;
    const bytes = sizes.responseBodySize;
    const slice = TYPED_SLICE.exec(pathname)?.[1];
    if (slice) slices.set(`${slice}.woff2`, bytes);
    else if (/\/_astro\/typed-face-[a-z]+\.[^/]+\.js$/.test(pathname)) chunks.set(pathname, bytes);
  });
  return { slices, chunks };
}

const rowsOf = (locale: Locale) =>
  NAMES[locale].map((name, index) => ({ name, selector: `[data-testid="tracker-open-c${index + 1}"]` }));
const glyphs = (fonts: PlatformFont[], keep: (one: PlatformFont) => boolean = () => true) =>
  fonts.filter(keep).reduce((sum, one) => sum + one.glyphCount, 0);
const lackingIn = (name: string, lacking: readonly string[]) =>
  [...name].filter((char) => lacking.includes(char)).length;

for (const locale of ['zh', 'th', 'zh-hant'] as const) {
  const stack = locale === 'zh' ? '; the typed-name stack, the add form’s name field’s too' : '';
  test(`${locale}: typed names with characters the subsets lack are drawn by Noto's own slices, fetched alone${stack}`, async ({
    newPage,
    site,
  }) => {
    // The suite's browser: no CJK or Thai font on the system.
    const { page } = await newPage(PHONE);
    await recordFontRequests(page);
    const fetched = recordTypedFetches(page);
    await openWithName(page, site.baseUrl, locale);
    // zh: the stack names the whole Noto font, then the system CJK fonts, before the generic families.
    const family = locale === 'zh' ? await expectTypedStack(page) : undefined;
    const lacking = LACKING[locale];
    expect(await uncovered(page, NAMES[locale].join(''))).toEqual(lacking);
    // Every character has a glyph: no box face.
    expect(await typedGlyphs(page)).toBe('drawn');
    for (const row of rowsOf(locale)) {
      const fonts = await fontsOf(page, row.selector);
      console.info(`${locale}, bare machine, ${row.name}: ${JSON.stringify(fonts)}`);
      expect(fonts.every((one) => one.isCustomFont)).toBe(true);
      expect(glyphs(fonts)).toBe([...row.name].length);
      expect(glyphs(fonts, (one) => one.familyName === BOX_FAMILY)).toBe(0);
    }
    // Each lacking character is in a loaded face of a typed family (its script's), and every
    // loaded typed face holds one of them: no slice for characters the page's subsets draw.
    const loaded = await loadedTypedFaces(page, lacking);
    for (const char of lacking) {
      const han = locale === 'zh-hant' ? 'Noto Sans TC Typed' : 'Noto Sans SC Typed';
      const family = /\p{Script=Thai}/u.test(char) ? 'Noto Sans Thai Typed' : han;
      expect(
        loaded.some((face) => face.family === family && face.covers.includes(char)),
        char,
      ).toBe(true);
    }
    expect(loaded.filter((face) => face.covers.length === 0)).toEqual([]);
    // The files fetched are exactly the fontsource slices holding the lacking characters.
    await expect
      .poll(() => [...fetched.slices.keys()].sort())
      .toEqual(slicesHolding(lacking, HAN_PACKAGE[locale]));
    const sum = (map: Map<string, number>) => [...map.values()].reduce((all, one) => all + one, 0);
    console.info(
      `${locale}: typed slices fetched ${JSON.stringify(Object.fromEntries(fetched.slices))} = ${sum(fetched.slices)} bytes; ` +
        `typed-face chunks ${sum(fetched.chunks)} bytes (${[...fetched.chunks.keys()].join(', ')})`,
    );
    // A name being typed in the add form gets its slices before it is added (魍魉: not in the subsets).
    const typing = '魍魉';
    // Noto Sans TC's slice names Simplified 魉 in its range but has no glyph for it (its cmap): on a
    // zh-Hant page the probe sees that and Noto Sans SC's slice for 魉 is fetched too, and no other.
    const typingSlices = [
      ...slicesHolding([...typing], HAN_PACKAGE[locale]),
      ...(locale === 'zh-hant' ? slicesHolding(['魉'], 'noto-sans-sc') : []),
    ];
    expect(await uncovered(page, typing)).toEqual([...typing]);
    const before = new Set(fetched.slices.keys());
    await openTool(page, 'add');
    // The name field of the add form takes the same stack.
    if (family !== undefined)
      expect(
        await page.locator('#tracker-add-name').evaluate((element) => getComputedStyle(element).fontFamily),
      ).toBe(family);
    await page.locator('#tracker-add-name').fill(typing);
    await expect
      .poll(() => [...fetched.slices.keys()].filter((file) => !before.has(file)).sort())
      .toEqual(typingSlices.filter((file) => !before.has(file)).sort());
    expect((await loadedTypedFaces(page, [...typing])).filter((face) => face.covers.length > 0)).not.toEqual(
      [],
    );
    if (SHOTS) {
      for (const scheme of ['light', 'dark'] as const) {
        await switchScheme(page, scheme);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${locale}-typed-names-${scheme}.png` });
        await page
          .locator('#tracker-add-name')
          .screenshot({ path: `${SHOTS}/${locale}-typed-name-field-${scheme}.png` });
      }
    }
  });
}

test.describe('offline, with the service worker', () => {
  // Offline, the slice of a character never seen online cannot load (the worker answers with an error).
  test.use({
    expectedConsoleErrors: [/: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/],
  });
  test.describe.configure({ mode: 'default' });
  const installed = oneWorkerInstalled(PHONE, siteOrigin);

  test('zh: names drawn online draw offline from the kept slices; a character never seen offline is a box', async () => {
    const { page, context } = installed();
    let state = createTracker();
    for (const name of NAMES.zh)
      state = addCreature(state, { name, kind: 'monster', initiativeBonus: 0, ac: 19, maxHp: 256 });
    await storeTrackerBeforeLoad(page, trackerFileText(state));
    await page.goto('/zh/tracker/');
    await waitForWorker(page, 20_000);
    // Read again under the worker (the first load's requests went before it controlled the page),
    // with the browser's own caches off: every request reaches the worker (a font in Chromium's
    // memory cache would not).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.reload();
    await page.locator('html[data-typed-glyphs="drawn"]').waitFor({ state: 'attached', timeout: 15_000 });
    // The worker keeps each slice the names needed (its cache of fetched assets).
    const kept = slicesHolding(LACKING.zh).map((file) => file.replace(/\.woff2$/, ''));
    await expect
      .poll(() =>
        page.evaluate(
          async ({ names, cache }) => {
            const keys = await (await caches.open(cache)).keys();
            return names.filter((name) =>
              keys.some((key) => new URL(key.url).pathname.includes(`/${name}.`)),
            );
          },
          { names: kept, cache: CACHE.assets },
        ),
      )
      .toEqual(kept);

    await context.setOffline(true);
    await page.reload();
    await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
    await page.locator('html[data-typed-glyphs]').waitFor({ state: 'attached', timeout: 15_000 });
    expect(await typedGlyphs(page)).toBe('drawn');
    for (const row of rowsOf('zh')) {
      const fonts = await fontsOf(page, row.selector);
      expect(
        fonts.every((one) => one.isCustomFont),
        `${row.name} offline`,
      ).toBe(true);
      expect(
        glyphs(fonts, (one) => one.familyName === BOX_FAMILY),
        `${row.name} offline`,
      ).toBe(0);
    }
    // A name with characters whose slices were never fetched (魍魉), added offline: boxes.
    await addTypedCreature(page, { name: '魍魉', kind: 'monster', init: '2', ac: '12', hp: '30' });
    await expect(page.locator('html')).toHaveAttribute('data-typed-glyphs', 'missing');
    const fonts = await fontsOf(page, '[data-testid="tracker-open-c5"]');
    console.info(`offline, never seen, 魍魉: ${JSON.stringify(fonts)}`);
    expect(glyphs(fonts, (one) => one.familyName === BOX_FAMILY)).toBe(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/zh-typed-names-offline.png`, fullPage: true });
  });
});

test.describe('unreachable slices', () => {
  // The typed slices' requests below fail on purpose.
  test.use({ expectedConsoleErrors: [/: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/] });

  test('zh: 赤红巨龙 and 玛丽 with the slices unreachable, and with a system CJK font: which font draws each glyph', async ({
    newPage,
    site,
  }) => {
    const rows = rowsOf('zh');
    // The suite's browser, offline for the typed slices (never fetched before: the worker has none).
    const { page } = await newPage(PHONE);
    await page.route(TYPED_SLICE, (route) => route.abort('internetdisconnected'));
    await openWithName(page, site.baseUrl);
    const missing = await uncovered(page, NAMES.zh.join(''));
    expect(missing).toEqual(LACKING.zh);
    // No font on this machine has them, so Chromium draws the first font's missing glyph, which the
    // subsets leave empty: a blank where the character should be, reported as that font's glyph.
    // The device draws them with no font: the page says so and a face of visible boxes, last in the
    // stack, draws each of them (a box where the character is, not a blank); the rest stay the webfont's.
    expect(await typedGlyphs(page)).toBe('missing');
    for (const row of rows) {
      const fonts = await fontsOf(page, row.selector);
      console.info(`slices unreachable, ${row.name}: ${JSON.stringify(fonts)}`);
      expect(fonts.every((one) => one.isCustomFont)).toBe(true);
      expect(glyphs(fonts, (one) => one.familyName === BOX_FAMILY)).toBe(lackingIn(row.name, missing));
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/zh-typed-names-unreachable.png` });

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
      expect(await typedGlyphs(withFont)).toBe('drawn');
      for (const row of rows) {
        const fonts = await fontsOf(withFont, row.selector);
        console.info(`with a system CJK font, ${row.name}: ${JSON.stringify(fonts)}`);
        // Every glyph is a webfont's, the lacking ones Noto Sans SC's slices', not the installed
        // font's (it draws only with the typed faces taken out, below); on a machine with its own
        // Noto Sans CJK SC, that font's (the typed faces' first local() source).
        expect(glyphs(fonts, (one) => !one.isCustomFont && !isMachineCjkFont(one))).toBe(0);
        expect(glyphs(fonts)).toBe([...row.name].length);
      }
      if (SHOTS) await withFont.screenshot({ path: `${SHOTS}/zh-typed-names-system-font.png` });
      // Without the typed faces, the installed CJK font draws the characters the subsets lack.
      // The page's layout then takes the change in before the fonts are read: DevTools reports the
      // fonts of the last layout, and on a busy machine (CI, load 11) the first read after the
      // deletion still gave the typed face all four glyphs of 赤红巨龙.
      await withFont.evaluate(async (families) => {
        for (const face of [...document.fonts])
          if (families.includes(face.family.replace(/"/g, ''))) document.fonts.delete(face);
        document.body.getBoundingClientRect();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, TYPED_FAMILIES);
      for (const row of rows) {
        const fonts = await fontsOf(withFont, row.selector);
        console.info(`typed faces taken out, ${row.name}: ${JSON.stringify(fonts)}`);
        expect(glyphs(fonts, (one) => !one.isCustomFont)).toBe(
          MACHINE_HAS_CJK_FONT ? [...row.name].length : lackingIn(row.name, missing),
        );
      }
    } finally {
      await browser?.close();
    }
  });
});

test('zh-hant: a Simplified-only name (玛, 传, 应: Noto Sans TC lacks them though its slices name them) is drawn by Noto Sans SC, not boxes', async ({
  newPage,
  site,
}) => {
  const { page } = await newPage(PHONE);
  const state = addCreature(createTracker(), {
    name: '玛丽传应',
    kind: 'monster',
    initiativeBonus: 0,
    ac: 19,
    maxHp: 256,
  });
  await storeTrackerBeforeLoad(page, trackerFileText(state));
  await page.goto(`${site.baseUrl}/zh-hant/tracker/`);
  await page.locator('[data-tracker-ready="true"]').waitFor({ timeout: 15_000 });
  await page.locator('html[data-typed-glyphs]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const fonts = await fontsOf(page, '[data-testid="tracker-open-c1"]');
  console.info(`zh-hant, Simplified-only name: ${JSON.stringify(fonts)}`);
  expect(fonts.every((one) => one.isCustomFont)).toBe(true);
  // 玛, 传 and 应 from a Simplified Chinese face (before: Noto Sans TC's .notdef boxes).
  expect(glyphs(fonts, (one) => /\bSC\b/.test(one.familyName))).toBe(3);
  expect(await typedGlyphs(page)).toBe('drawn');
});
