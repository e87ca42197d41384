/**
 * Print: the quick reference (A4 and Letter) and rule pages (A4) printed to PDF by Chromium, then
 * checked with poppler: pages > 0, the Thai / Chinese webfont embedded, none of the site's
 * navigation in the text, the calculator printed with the value just typed and its new result,
 * the calculators nobody used left out (their default inputs mean nothing on paper), links printed
 * with their rule IDs; on the quick reference no page holds only the footer and none but the last
 * is more than half empty. With POLYHEDRAL_SCREENSHOTS=1 the A4 pages are also rasterised with
 * pdftoppm (screenshots/print/*.png) to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, type Locale } from '@polyhedral/i18n';
import { expect, test } from '../fixtures.ts';
import { pageFill, pageInkExtents, pageText } from '../support/print-pages.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';

interface PrintCase {
  locale: Locale;
  path: string;
  name: string;
  /** The webfont the PDF must embed (English uses the system's fonts). */
  font?: string;
  /** On the quick reference: type a DC into the typical-DCs card's calculator before printing. */
  typeDc: boolean;
  /**
   * At most this many pages, none but the last more than half empty nor holding only the footer
   * (the quick reference, calculators left out but the one typed in: 5-6 measured; 7-8 before
   * with every calculator's default form, 9-10 before that).
   */
  maxPages?: number;
}

const CASES: PrintCase[] = [
  { locale: 'en', path: '/en/quick/', name: 'en-quick', typeDc: true, maxPages: 6 },
  { locale: 'th', path: '/th/quick/', name: 'th-quick', font: 'NotoSansThai', typeDc: true, maxPages: 6 },
  { locale: 'zh', path: '/zh/quick/', name: 'zh-quick', font: 'NotoSansSC', typeDc: true, maxPages: 6 },
  { locale: 'zh', path: '/zh/rules/Combat/', name: 'zh-rules-combat', font: 'NotoSansSC', typeDc: false },
  {
    locale: 'th',
    path: '/th/rules/DamageandHealing/',
    name: 'th-rules-damage',
    font: 'NotoSansThai',
    typeDc: false,
  },
];

const FORMATS = ['A4', 'Letter'] as const;

/**
 * The paper sizes a case prints on: both where the page count and fill depend on them (the quick
 * reference); A4 alone for a rule page, whose fonts and navigation do not.
 */
const formatsOf = (print: PrintCase): readonly (typeof FORMATS)[number][] =>
  print.maxPages === undefined ? ['A4'] : FORMATS;

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8' });
}

test.describe('Print: PDFs (A4; the quick reference in Letter too) with embedded Thai/Chinese fonts, no navigation, calculators as typed (screenshots/print/)', () => {
  for (const print of CASES) {
    test(`${print.path} prints (${formatsOf(print).join(', ')}): ${print.font ?? 'system fonts'}, no navigation${print.typeDc ? ', the typed DC and its result, no page half empty' : ''}`, async ({
      newPage,
      site,
    }) => {
      const { page } = await newPage({ viewport: { width: 1280, height: 900 } });
      const dir = path.join(site.siteDir, 'screenshots', 'print');
      mkdirSync(dir, { recursive: true });
      await page.goto(print.path);
      await page.evaluate(() => document.fonts.ready);
      let result = '';
      if (print.typeDc) {
        const calc = page.locator(
          '[data-quick-card="TypicalDifficultyClasses"] [data-calculator="d20-test"]',
        );
        const target = calc.locator('input[type="text"]').nth(1);
        await target.focus();
        await calc.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
        const firstResult = calc.locator('.calc-results dd').first();
        const before = ((await firstResult.textContent()) ?? '').trim();
        await target.fill('7');
        await expect(firstResult, 'a new result for DC 7').not.toHaveText(before);
        result = ((await firstResult.textContent()) ?? '').trim();
        await page.locator('h1').first().click();
      }
      const { t } = createTranslator(print.locale);
      for (const format of formatsOf(print)) {
        const pdf = path.join(dir, `${print.name}-${format.toLowerCase()}.pdf`);
        await page.pdf({ path: pdf, format, printBackground: true });
        const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [pdf]))?.[1] ?? 0);
        expect(pages, `${print.name} ${format}: ${pages} pages`).toBeGreaterThan(0);
        console.log(`${print.name} ${format}: ${pages} pages`);
        if (print.maxPages) {
          expect(pages, `${print.name} ${format}: at most ${print.maxPages} pages`).toBeLessThanOrEqual(
            print.maxPages,
          );
          const fills = pageInkExtents(pdf).map(pageFill);
          console.log(
            `${print.name} ${format}: fill ${fills.map((f) => `${Math.round(f * 100)}%`).join(' ')}`,
          );
          fills.slice(0, -1).forEach((fill, index) => {
            expect(
              fill,
              `${print.name} ${format}: page ${index + 1} more than half empty`,
            ).toBeGreaterThanOrEqual(0.5);
          });
          const footer = (await page.locator('.site-attribution :is(p, li)').allTextContents())
            .map((line) => line.replace(/\s+/g, ' ').trim())
            .filter((line) => line !== '');
          const lastPage = pageText(pdf, pages)
            .split('\n')
            .map((line) => line.replace(/\s+/g, ' ').trim())
            .filter(
              (line) => line !== '' && !footer.some((part) => part.includes(line) || line.includes(part)),
            );
          expect(
            lastPage.length,
            `${print.name} ${format}: the last page holds only the footer`,
          ).toBeGreaterThan(0);
        }
        if (print.font) {
          const fonts = run('pdffonts', [pdf]);
          const webfont = fonts.split('\n').find((line) => line.includes(print.font!));
          expect(webfont, `${print.name} ${format}: ${print.font} not in the PDF:\n${fonts}`).toBeDefined();
          // pdffonts columns: name type encoding emb sub uni object ID; "emb" must be yes.
          expect(webfont ?? '', `${print.name} ${format}: ${print.font} not embedded: ${webfont}`).toMatch(
            /\byes\s+yes\s+yes\b/,
          );
        }
        const text = run('pdftotext', ['-layout', pdf, '-']);
        // Labels only the sidebar shows (the footer's licence line, which prints, names the attribution page).
        for (const chrome of [t('ui.nav.status'), t('ui.playtest.onlyGroup')]) {
          expect(text, `${print.name} ${format}: navigation text "${chrome}" printed`).not.toContain(chrome);
        }
        if (print.typeDc) {
          expect(text, `${print.name} ${format}: rule IDs not printed after links`).toMatch(
            /\(ActionsTable\)|\(Conditions\)/,
          );
          expect(result, `${print.name} ${format}: result "${result}" not printed`).not.toBe('');
          expect(text, `${print.name} ${format}: result "${result}" not printed`).toContain(result);
          // Two D20 Test calculators on the page (the cover card's and the DCs card's): only the one
          // typed in is on paper, the other one's default form is not.
          const d20 = t('calc.d20.title');
          // Two columns side by side can split a line: compare without white space.
          const squeezed = text.replace(/\s+/g, '');
          expect(
            squeezed.split(d20.replace(/\s+/g, '')).length - 1,
            `${print.name} ${format}: "${d20}" printed once`,
          ).toBe(1);
        } else {
          expect(text, `${print.name} ${format}: no rule or term ID printed`).toMatch(
            /\([A-Z][A-Za-z0-9]+\)/,
          );
        }
        // Pictures to look at, not a check: made only when screenshots are asked for.
        if (format === 'A4' && SCREENSHOTS_WANTED) {
          run('pdftoppm', ['-r', '50', '-png', pdf, path.join(dir, `${print.name}-a4`)]);
        }
      }
    });
  }
});
