/**
 * Traditional Chinese (zh-hant, issue 33 part 2): a fourth reading locale made at build time from
 * the Simplified text. Its pages are in Traditional script under lang="zh-Hant", marked as converted
 * by machine; the language menu, a calculator, search and the Noto Sans TC subsets work as they
 * do for zh. The other checks run for the three written locales; this file is zh-hant's. What the
 * built pages hold (Traditional text with no Simplified left, the note on every converted page,
 * term links, no Mainland word, the offline download) is read without a browser in
 * tests/built/traditional-chinese.built.ts, and what its search index finds (ten common terms) in
 * tests/built/search.built.ts; 30-search types a search on a zh-hant page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { d20Test } from '@polyhedral/core';
import { intlLocale, messagesFor, termName } from '@polyhedral/i18n';
import { installZhHant } from '@polyhedral/i18n/zh-hant';
import { FACES, isChineseCharacter } from '../../../src/integrations/fonts/font-faces.ts';
import { codePoints, pageText } from '../../../src/integrations/fonts/font-subsets.ts';
import { expect, test } from '../fixtures.ts';
import { builtFontFaces } from '../support/built-font-faces.ts';
import { compareWithWholeFont } from '../support/compare-font-rendering.ts';
import { recordFontRequests } from '../support/font-requests.ts';
import { sharedPage } from '../support/shared-page.ts';
import { ZH_HANT_PAGE_KINDS } from '../support/zh-hant-page-kinds.ts';

installZhHant();

const require = createRequire(import.meta.url);
const HANT = intlLocale('zh-hant');

test.describe('Traditional Chinese (zh-hant): converted from zh, read, searched and drawn in Traditional script', () => {
  // In order in one worker and one tab (support/shared-page.ts) for the tests that take no page
  // of their own: each loads its own page; storage is cleared between tests.
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  test('the language menu lists 繁體中文 and switches zh -> zh-hant on the same rule', async () => {
    const page = shared();
    await page.goto('/zh/rules/D20Tests/');
    const select = page.locator('starlight-lang-select select').first();
    await expect(select.locator('option[value="/zh-hant/rules/D20Tests/"]')).toHaveText(/繁體中文/);
    await Promise.all([
      page.waitForURL(/\/zh-hant\/rules\/D20Tests\/$/),
      select.selectOption('/zh-hant/rules/D20Tests/'),
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', HANT);
  });

  test('the D20 Test calculator works with its zh-Hant labels and gives the core’s chance', async () => {
    const page = shared();
    await page.goto('/zh-hant/rules/D20Tests/#AdvantageDisadvantage');
    const calc = page.locator('[data-calculator="d20-test"]').first();
    const labels = messagesFor('zh-hant', 'calc');
    expect(labels['calc.d20-test.bonus'], 'a Traditional label').not.toBe(
      messagesFor('zh', 'calc')['calc.d20-test.bonus'],
    );
    await calc.getByLabel(labels['calc.d20-test.bonus']!, { exact: true }).fill('5');
    await expect(calc.locator('astro-island:not([ssr])')).toBeAttached();
    await calc.getByLabel(labels['calc.common.dc']!, { exact: true }).fill('15');
    await calc.getByLabel(labels['calc.common.advantage']!, { exact: true }).fill('1');
    const expected = new Intl.NumberFormat(HANT, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(d20Test({ kind: 'check', bonus: 5, target: 15, advantage: 1 }).success);
    await expect(calc.locator('[data-testid="d20-success"]')).toHaveText(expected);
  });

  // Its first screens' characters: what only shows further down is in a late file the browser
  // requests when it lays those sections out (check 75 scrolls a page to the bottom).
  test('a zh-hant page downloads Noto Sans TC subsets only (core and its early page group file), holding every character its first screens show', async ({
    site,
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'block' });
    const fonts = await recordFontRequests(page);
    await page.goto('/zh-hant/rules/DamageandHealing/');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const traditional = [...new Set(fonts.filter((url) => url.includes('noto-sans-tc')))];
    expect(
      fonts.filter((url) => url.includes('noto-sans-sc-page') || url.includes('noto-sans-sc-metrics')),
      'Simplified files',
    ).toEqual([]);
    expect(
      traditional.filter((url) => url.includes('noto-sans-tc-page-') && !url.includes('-late-')),
      traditional.join(', '),
    ).toHaveLength(1);
    const bytes = traditional.reduce((sum, url) => sum + statSync(path.join(site.distDir, url)).size, 0);
    console.log(
      `zh-hant DamageandHealing cold: ${bytes} bytes of Noto Sans TC in ${traditional.length} files`,
    );
    expect(bytes, traditional.join(', ')).toBeLessThanOrEqual(140 * 1024);
    const faces = builtFontFaces(site.distDir, 'zh-hant/rules/DamageandHealing').faces.filter((face) =>
      traditional.includes(face.url),
    );
    const claimed = new Set<number>();
    for (const face of faces)
      for (const [from, to] of face.ranges) for (let code = from; code <= to; code += 1) claimed.add(code);
    const html = readFileSync(path.join(site.distDir, 'zh-hant/rules/DamageandHealing/index.html'), 'utf8');
    const shown = codePoints(pageText(html).early, isChineseCharacter).filter((code) => code < 0xff00);
    const notLoaded = shown.filter((code) => !claimed.has(code)).map((code) => String.fromCodePoint(code));
    // The language menu's 简体中文 is drawn by Noto Sans SC (lang="zh-CN").
    expect(notLoaded.filter((char) => !'简体中文'.includes(char)).join(''), 'shown, in no file loaded').toBe(
      '',
    );
  });

  test('the zh-Hant text drawn with only the Noto Sans TC subsets matches the whole Traditional font (no box, no Simplified glyph)', async ({
    site,
    newPage,
  }) => {
    const spec = FACES.find((face) => face.family === 'Noto Sans TC')!;
    const fontsource = path.dirname(require.resolve(`@fontsource/${spec.fontsourcePackage}/package.json`));
    const whole = readFileSync(path.join(fontsource, 'files', spec.sources[0]!));
    const faces = builtFontFaces(site.distDir, 'zh-hant/rules/D20Tests').faces.filter(
      (face) => face.family === 'Noto Sans TC' || face.family === 'Noto Sans TC Page',
    );
    expect(faces.length, 'Noto Sans TC faces inline').toBeGreaterThan(1);
    const html = readFileSync(path.join(site.distDir, 'zh-hant/rules/D20Tests/index.html'), 'utf8');
    // The page's Han characters its Noto Sans TC faces claim, but the language menu's 简体中文, whose 简
    // the pinned file borrows from Noto Sans SC (FaceSpec.borrowed).
    const borrowed = new Set(spec.borrowed?.text ?? '');
    const claimed = (code: number) =>
      !borrowed.has(String.fromCodePoint(code)) &&
      faces.some((face) => face.ranges.some(([from, to]) => code >= from && code <= to));
    const codes = codePoints(
      pageText(html).visible,
      (code) => code >= 0x4e00 && code <= 0x9fff && claimed(code),
    );
    expect(codes.length, 'Han characters drawn by Noto Sans TC').toBeGreaterThan(300);
    const samples: string[] = [];
    for (let i = 0; i < codes.length; i += 40) samples.push(String.fromCodePoint(...codes.slice(i, i + 40)));
    const { page } = await newPage({ serviceWorkers: 'block' });
    await page.route('**/__whole-tc.woff2', (route) =>
      route.fulfill({ body: whole, contentType: 'font/woff2' }),
    );
    await page.goto('/zh-hant/rules/D20Tests/');
    // The control: 龘 is in no subset, so it must draw differently from the whole font.
    const results = await compareWithWholeFont(page, {
      subsets: faces,
      fullUrl: '/__whole-tc.woff2',
      weight: '400',
      samples: ['檢定龘', ...samples],
    });
    const [control, ...drawn] = results;
    expect(control!.differing, 'the control drew like the whole font').toBeGreaterThan(40);
    const wrong = drawn.filter((result) => result.inked === 0 || result.differing > 4);
    expect(
      wrong.map((result) => result.text),
      'samples drawn differently',
    ).toEqual([]);
  });

  test('one page of every zh-hant page kind shows the note in the browser, linking the same page in zh', async () => {
    const page = shared();
    const sample: Record<string, string> = {
      home: '',
      rule: 'rules/Combat/',
      glossary: 'glossary/',
      'glossary term': 'glossary/FrightenedCondition/',
      'quick reference': 'quick/',
      tracker: 'tracker/',
      character: 'character/',
      status: 'status/',
      attribution: 'attribution/',
      developers: 'developers/',
      offline: 'offline/',
      review: 'review/',
      'not found': '404/',
    };
    expect(Object.keys(sample).sort(), 'a sample of each kind').toEqual([...ZH_HANT_PAGE_KINDS].sort());
    const all = messagesFor('zh-hant', 'ui.converted')['ui.converted.all']!;
    for (const [kind, pagePath] of Object.entries(sample)) {
      await page.goto(`/zh-hant/${pagePath}`);
      const note = page.locator('[data-converted-notice="zh"]');
      await expect(note, kind).toBeVisible();
      if (kind !== 'rule') await expect(note, kind).toContainText(all);
      await expect(note.locator('a').last(), kind).toHaveAttribute('href', `/zh/${pagePath}`);
    }
  });

  test('a zh-hant rule page prints (A4) with Noto Sans TC embedded and its Traditional text', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/zh-hant/rules/Combat/');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const dir = mkdtempSync(path.join(tmpdir(), 'polyhedral-zh-hant-print-'));
    try {
      const pdf = path.join(dir, 'combat.pdf');
      await page.pdf({ path: pdf, format: 'A4', printBackground: true });
      const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' });
      const traditional = fonts.split('\n').find((line) => line.includes('NotoSansTC'));
      expect(traditional ?? '', `Noto Sans TC not embedded:\n${fonts}`).toMatch(/\byes\s+yes\s+yes\b/);
      const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain(termName('ProneCondition', 'zh-hant')!);
      expect(text).toContain('戰鬥');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
