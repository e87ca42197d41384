import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { FACES, isChineseCharacter, isThaiCharacter } from '../../../src/integrations/fonts/font-faces.ts';
import { codePoints, pageText } from '../../../src/integrations/fonts/font-subsets.ts';
import { contentCharacters } from '../../support/content-characters.ts';
import { expect, type NewPage, type Site, test } from '../fixtures.ts';
import { builtFontFaces } from '../support/built-font-faces.ts';
import { compareWithWholeFont } from '../support/compare-font-rendering.ts';
import { recordFontRequests } from '../support/font-requests.ts';

const require = createRequire(import.meta.url);

/** The phone of the site's figures (bench/phone-profile.ts), without its throttling. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** The code points of `urls` the page's faces claim and the files have glyphs for. */
async function loadedGlyphs(site: Site, page: string, urls: readonly string[]): Promise<Set<number>> {
  const glyphs = new Set<number>();
  for (const face of builtFontFaces(site.distDir, page).faces.filter((one) => urls.includes(one.url))) {
    const inFile = await cmap(site, face.url);
    for (const [from, to] of face.ranges)
      for (let code = from; code <= to; code += 1) if (inFile.has(code)) glyphs.add(code);
  }
  return glyphs;
}

async function cmap(site: Site, url: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(path.join(site.distDir, url)), 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

/** The text of a locale's content files. */
function contentText(site: Site, locale: string): string[] {
  const dir = path.join(site.siteDir, '../../content', locale);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/**
 * Thai as the pages show it: for every Thai character of content/th, the shortest run of Thai
 * text (up to 80 characters) that holds it, so each vowel and tone mark is shaped on its
 * consonant, and the words whose marks stack or decompose (SARA AM is drawn as NIKHAHIT + SARA AA).
 */
function thaiSamples(site: Site): string[] {
  const shortest = new Map<number, string>();
  for (const text of contentText(site, 'th')) {
    for (const [run] of text.matchAll(/[\u0E00-\u0E7F]+/g)) {
      if (run.length > 80) continue;
      for (const char of run) {
        const code = char.codePointAt(0)!;
        const known = shortest.get(code);
        if (known === undefined || run.length < known.length) shortest.set(code, run);
      }
    }
  }
  return [...new Set(['สำหรับ', 'ที่', 'ผู้เล่น', 'น้ำ', 'ปั้น', ...shortest.values()])];
}

/** Every Chinese character of content/zh, 40 to a line. */
function chineseSamples(): string[] {
  const codes = [...contentCharacters('zh', isChineseCharacter)].sort((a, b) => a - b);
  const lines: string[] = [];
  for (let i = 0; i < codes.length; i += 40) lines.push(String.fromCodePoint(...codes.slice(i, i + 40)));
  return lines;
}

/**
 * Pixels a sample may differ by: a lone pixel where a thin stroke's coverage sits at the ink
 * threshold. A glyph missing from a subset leaves hundreds (without U+0E4D, สำหรับ differed in
 * 871 of 926 pixels at 400 and ต่ำ in 480 of 578 at 700).
 */
const RASTER_NOISE = 4;

/**
 * Draws the samples with the page's subset files only and with the whole font they are cut from,
 * and requires the same pixels. A control sample holds a character of the script that no subset
 * file has: it must differ, or the comparison could not see a missing glyph.
 */
async function renderingCheck(
  site: Site,
  newPage: NewPage,
  locale: 'th' | 'zh',
  family: string,
  weight: '400' | '700',
  samples: string[],
  control: { covers: (code: number) => boolean; from: number; to: number },
): Promise<void> {
  const spec = FACES.find((face) => face.family === family && String(face.weight) === weight);
  expect(spec, `no ${family} ${weight} in FACES`).toBeDefined();
  const fontsource = path.dirname(require.resolve(`@fontsource/${spec!.fontsourcePackage}/package.json`));
  const whole = readFileSync(path.join(fontsource, 'files', spec!.sources[0]!));
  const subsets = builtFontFaces(site.distDir, `${locale}/rules/D20Tests`).faces.filter(
    (face) => face.family === family && face.weight === weight,
  );
  expect(subsets.length, `no ${family} ${weight} faces inline`).toBeGreaterThan(0);
  const inSubsets = new Set<number>();
  for (const face of subsets) for (const code of await cmap(site, face.url)) inSubsets.add(code);
  let absent = control.from;
  while (absent <= control.to && (inSubsets.has(absent) || !control.covers(absent))) absent += 1;
  expect(
    absent,
    `every character U+${control.from.toString(16)}-${control.to.toString(16)} is in the subsets: no control`,
  ).toBeLessThanOrEqual(control.to);
  const controlText = samples[0]!.slice(0, 2) + String.fromCodePoint(absent);

  const { page } = await newPage({ serviceWorkers: 'block' });
  await page.route('**/__whole-font.woff2', (route) =>
    route.fulfill({ body: whole, contentType: 'font/woff2' }),
  );
  await page.goto(`/${locale}/rules/D20Tests/`);
  const results = await compareWithWholeFont(page, {
    subsets,
    fullUrl: '/__whole-font.woff2',
    weight,
    samples: [controlText, ...samples],
  });
  const [controlResult, ...drawn] = results;
  expect(
    controlResult!.differing,
    `the control "${controlText}" (U+${absent.toString(16)} is in no subset) drew like the whole font: the comparison cannot see a missing glyph`,
  ).toBeGreaterThan(10 * RASTER_NOISE);
  const wrong = drawn.filter((result) => result.inked === 0 || result.differing > RASTER_NOISE);
  expect(
    wrong.length,
    `${wrong.length} of ${drawn.length} samples draw differently with the ${family} ${weight} subsets than with the whole font (a glyph the shaper needs is missing): ${wrong
      .slice(0, 8)
      .map((result) => `"${result.text}" (${result.differing} of ${result.inked} pixels)`)
      .join(', ')}`,
  ).toBe(0);
}

/**
 * Font subsets in a browser: the content drawn with the subsets only as with the whole font, and
 * which files a page downloads. Which characters each subset file has a glyph for, what the faces
 * claim and where the load script stands are read from the built files
 * (tests/built/font-subsets.built.ts).
 */
test.describe('Font subsets: the content draws as with the whole font; Chinese downloads only where Chinese shows', () => {
  for (const weight of ['400', '700'] as const) {
    test(`Thai of content/th shaped with only the Noto Sans Thai ${weight} subsets draws as with the whole font (สำหรับ, ที่, ผู้เล่น: marks placed, SARA AM decomposed)`, async ({
      site,
      newPage,
    }) => {
      await renderingCheck(site, newPage, 'th', 'Noto Sans Thai', weight, thaiSamples(site), {
        covers: isThaiCharacter,
        from: 0x0e01,
        to: 0x0e5b,
      });
    });
  }

  test('every Chinese character of content/zh drawn with only the Noto Sans SC subsets matches the whole font (no box, no fallback)', async ({
    site,
    newPage,
  }) => {
    await renderingCheck(site, newPage, 'zh', 'Noto Sans SC', '400', chineseSamples(), {
      covers: isChineseCharacter,
      from: 0x9f98,
      to: 0x9fa5,
    });
  });

  // Issue 34: a Chinese page downloads the shared core and its own page group file, not every
  // slice of the site (218 KB before); a second page needs no shared file the first did not
  // (a production host serves /fonts/ immutable: they come from the cache), only its own group.
  // On a phone (the target's device): a desktop's first screens lay out more sections, and may
  // need the late file at once.
  test('a Chinese rule page on a phone downloads its core and its early page group file only (<= 120 KB), a second page only its own', async ({
    site,
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'block', ...PHONE });
    const fonts = await recordFontRequests(page);
    const visit = async (pagePath: string) => {
      fonts.length = 0;
      await page.goto(pagePath);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
      const chinese = [...new Set(fonts.filter((url) => url.includes('noto-sans-sc')))];
      const size = (urls: string[]) =>
        urls.reduce((sum, url) => sum + statSync(path.join(site.distDir, url)).size, 0);
      const own = chinese.filter((url) => url.includes('noto-sans-sc-page-'));
      return {
        chinese,
        own,
        shared: chinese.filter((url) => !own.includes(url)),
        bytes: size(chinese),
        ownBytes: size(own),
      };
    };
    const first = await visit('/zh/rules/DamageandHealing/');
    const message = `DamageandHealing cold: ${first.bytes} bytes in ${first.chinese.join(', ')}`;
    expect(first.bytes, message).toBeLessThanOrEqual(120 * 1024);
    expect(
      first.chinese.filter((url) => url.includes('noto-sans-sc-page-')),
      message,
    ).toHaveLength(1);
    expect(
      first.chinese.filter((url) => url.includes('-late-')),
      `no late file cold: ${message}`,
    ).toEqual([]);
    // Every Chinese character its first screens show is in a file it loaded, with a glyph there
    // (the rest of the page: the next check).
    const glyphs = await loadedGlyphs(site, 'zh/rules/DamageandHealing', first.chinese);
    const html = readFileSync(path.join(site.distDir, 'zh/rules/DamageandHealing/index.html'), 'utf8');
    const shown = codePoints(pageText(html).early, isChineseCharacter);
    const notLoaded = shown.filter((code) => !glyphs.has(code));
    expect(
      notLoaded.map((code) => String.fromCodePoint(code)).join(''),
      `${notLoaded.length} of ${shown.length} characters of the first screens are in no file the page loaded`,
    ).toBe('');
    const second = await visit('/zh/rules/D20Tests/');
    expect(
      second.shared.filter((url) => !first.shared.includes(url)),
      `D20Tests needs shared files DamageandHealing did not load: ${second.chinese.join(', ')}`,
    ).toEqual([]);
    expect(second.own, `D20Tests: ${second.chinese.join(', ')}`).toHaveLength(1);
    expect(
      second.ownBytes,
      `D20Tests' own group after DamageandHealing: ${second.ownBytes} bytes`,
    ).toBeLessThanOrEqual(60 * 1024);
    console.log(
      `zh fonts: DamageandHealing cold ${first.bytes} bytes (${first.chinese.length} files), then D20Tests ${second.ownBytes} bytes (1 file)`,
    );
  });

  // Issue 34: the page's own characters are cut in an early file (its first screens) and a late one
  // (what shows only further down), with disjoint ranges. The browser lays out a rule section only
  // near the screen (content-visibility), so a cold load must not request the late file; scrolling
  // to the bottom must, and then every character shown has a glyph in a file the page loaded.
  // Without the split this page downloaded 138 KB cold (docs/DECISIONS.md).
  test('a cold phone load of zh-Hant CreateYourCharacter leaves its late file alone (<= 120 KB); scrolling to the bottom loads it, and every character then has its glyph', async ({
    site,
    newPage,
  }) => {
    const pagePath = 'zh-hant/rules/CreateYourCharacter';
    const { late } = builtFontFaces(site.distDir, pagePath);
    expect(late, `${pagePath} names no late font file (data-late-fonts)`).toHaveLength(1);
    const { page } = await newPage({ serviceWorkers: 'block', ...PHONE });
    const fonts = await recordFontRequests(page);
    await page.goto(`/${pagePath}/`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const size = (urls: string[]) =>
      [...new Set(urls)].reduce((sum, url) => sum + statSync(path.join(site.distDir, url)).size, 0);
    const cold = [...fonts];
    const message = `cold: ${size(cold)} bytes in ${cold.join(', ')}`;
    expect(
      cold.filter((url) => late.includes(url)),
      message,
    ).toEqual([]);
    expect(size(cold), message).toBeLessThanOrEqual(120 * 1024);
    expect(
      cold.filter((url) => url.includes('noto-sans-tc-page-')),
      `the early file: ${message}`,
    ).toHaveLength(1);

    // Down the page a screen at a time, as a reader would: each section is laid out as it nears.
    await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await frame();
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      await document.fonts.ready;
    });
    await page.waitForLoadState('networkidle');
    expect(fonts, `after scrolling: ${fonts.join(', ')}`).toEqual(expect.arrayContaining(late));
    const glyphs = await loadedGlyphs(site, pagePath, fonts);
    const html = readFileSync(path.join(site.distDir, pagePath, 'index.html'), 'utf8');
    const shown = codePoints(pageText(html).visible, isChineseCharacter);
    const notLoaded = shown.filter((code) => !glyphs.has(code));
    expect(
      notLoaded.map((code) => String.fromCodePoint(code)).join(''),
      `${notLoaded.length} of ${shown.length} characters shown are in no file the page loaded`,
    ).toBe('');
    console.log(
      `zh-Hant CreateYourCharacter: cold ${size(cold)} bytes (${new Set(cold).size} files), late file ${size(late)} bytes after scrolling`,
    );
  });

  test('an English page downloads only the Chinese of its language menu (简体中文, < 4 KB); pages with Chinese text download more', async ({
    site,
    newPage,
  }) => {
    for (const [pagePath, wantsChinese] of [
      ['/en/rules/CreateYourCharacter/', false],
      ['/th/glossary/Advantage/', true],
      ['/zh/rules/D20Tests/', true],
    ] as const) {
      const { page } = await newPage({ serviceWorkers: 'block' });
      const fonts = await recordFontRequests(page);
      await page.goto(pagePath);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Every font download the page starts has started and finished (no request for 500 ms).
      await page.waitForLoadState('networkidle');
      const chinese = fonts
        .filter((url) => url.includes('noto-sans-sc'))
        .reduce((sum, url) => sum + statSync(path.join(site.distDir, url)).size, 0);
      const message = `${pagePath}: ${chinese} bytes of Chinese font files`;
      if (wantsChinese) expect(chinese, message).toBeGreaterThan(4096);
      else expect(chinese, message).toBeLessThanOrEqual(4096);
      expect(
        fonts.filter((url) => !url.startsWith('/fonts/')),
        `${pagePath}: only subset files, got ${fonts.join(', ')}`,
      ).toEqual([]);
    }
  });
});
