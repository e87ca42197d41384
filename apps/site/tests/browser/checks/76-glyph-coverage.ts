/**
 * Every character a built zh, zh-Hant or Thai page shows in its own script is in a web-font file
 * that page declares for that script (fifth reading H8: 酶 and 哐 were in no Noto Sans TC file, and
 * drew as blanks on a device without a Chinese font). Every built page is read, not a sample: its
 * visible text and its inline @font-face rules (no browser). Characters shown only after load
 * (island strings) are drawn from the fallback slices, checked by 75-font-subsets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageText } from '../../../src/integrations/fonts/font-subsets.ts';
import { COVERED_PAGE_LANGS, charactersWithoutFace } from '../../../src/integrations/fonts/page-coverage.ts';
import {
  attribute,
  firstElement,
  isTag,
  parseHtml,
  textContent,
  visibleText,
} from '../../../src/lib/built-html.ts';
import { parseFontFaces } from '../../../tools/page-weight/fonts.ts';
import { expect, test } from '../fixtures.ts';

test('every character a zh, zh-Hant or Thai page shows is in a web-font file that page declares for its script', async ({
  site,
}) => {
  const started = performance.now();
  const found: string[] = [];
  const read = new Map<string, number>();
  for (const locale of ['zh', 'zh-hant', 'th']) {
    const root = path.join(site.distDir, locale);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    for (const file of files) {
      const tree = parseHtml(readFileSync(path.join(root, file), 'utf8'));
      const { lang, otherLanguages } = pageText(tree);
      if (!COVERED_PAGE_LANGS.includes(lang)) continue;
      // The page's own text, and each element in another language (a zh-Hant page's link to its zh
      // page, the language menu) by that language's faces.
      const own = visibleText(tree, (element) => {
        const of = attribute(element, 'lang');
        return element.tagName !== 'html' && of !== undefined && of !== lang;
      });
      read.set(locale, (read.get(locale) ?? 0) + 1);
      const style = firstElement(
        tree,
        (element) => isTag('style')(element) && attribute(element, 'dataFontFaces') !== undefined,
      );
      const faces = style ? parseFontFaces(textContent(style)) : [];
      for (const [textLang, text] of [[lang, own], ...Object.entries(otherLanguages)] as const) {
        const missing = charactersWithoutFace(textLang, text, faces);
        if (missing)
          found.push(`${locale}/${file}: ${missing} (${textLang}) in no web-font file the page declares`);
      }
    }
  }
  console.log(
    `glyph coverage: ${[...read].map(([locale, count]) => `${locale} ${count}`).join(', ')} pages read in ${Math.round(performance.now() - started)} ms`,
  );
  expect(read.get('zh-hant') ?? 0, 'zh-Hant pages read').toBeGreaterThan(200);
  expect(read.get('th') ?? 0, 'Thai pages read').toBeGreaterThan(200);
  expect(found).toEqual([]);
});

test.describe('offline, font files never cached', () => {
  // The font files fail on purpose: the browser reports each failed request.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a Chinese page whose font files cannot load (offline, never cached) lets the device’s fonts draw, not the metrics face', async ({
    newPage,
  }) => {
    const { page } = await newPage({ serviceWorkers: 'block' });
    await page.route('**/fonts/**', (route) => route.abort('internetdisconnected'));
    for (const locale of ['zh-hant', 'zh']) {
      await page.goto(`/${locale}/rules/Combat/`);
      await expect(page.locator('html'), locale).toHaveAttribute('data-fonts-failed', '');
      const family = await page
        .locator('main p')
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family, locale).not.toContain('Metrics');
      expect(family, locale).toContain(locale === 'zh' ? 'Noto Sans CJK SC' : 'Noto Sans CJK TC');
    }
    await page.unroute('**/fonts/**');
    await page.goto('/zh-hant/rules/Combat/');
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('html'), 'fonts served').not.toHaveAttribute('data-fonts-failed');
  });
});
