import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPagesPass } from './built-pages-pass.ts';
import { distDir } from './built-site.ts';

/**
 * The audits a validator and a link checker run, and two readings of every page a browser needs
 * not run (moved from the browser checks' 41-audits, which keeps axe's WCAG 2.2 AA rules on a page
 * of every kind): every built page parsed for what the W3C validator and html-validate call
 * errors (content after `</html>`, parser errors, duplicate ids, headings that skip a level), and
 * every internal link's page and `#fragment` resolved (tools/audit/, also `pnpm audit-html`);
 * every character a zh, zh-Hant or Thai page shows in a web-font file the page declares for its
 * script, and every dice expression in a written locale's rule text a dice button. All three read
 * the one parse of each page (built-pages-pass.ts), with thai-breaks and traditional-chinese.
 */
describe('Audits: valid HTML, links that land, glyphs and dice buttons on every built page', () => {
  beforeAll(() => {
    if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('dist/ has no build');
  });

  it('every built page: no content after </html>, parser error, duplicate id or skipped heading level; every internal link lands', async () => {
    const { audit } = await builtPagesPass(distDir);
    expect(audit.pages, 'pages read').toBeGreaterThan(1000);
    const structure = [...audit.structure].flatMap(([page, findings]) =>
      findings.map((finding) => `${page}: ${finding.code} ${finding.detail}`),
    );
    expect(structure.slice(0, 20), `${structure.length} structural errors`).toEqual([]);
    const broken = audit.broken.map((link) => `${link.from}: ${link.reason} ${link.href}`);
    expect(broken.slice(0, 20), `${broken.length} of ${audit.links} links land nowhere`).toEqual([]);
  });

  // Fifth reading H8: 酶 and 哐 were in no Noto Sans TC file, and drew as blanks on a device without
  // a Chinese font. Every built page is read, not a sample: its visible text and its inline
  // @font-face rules (glyph-coverage.ts). Characters shown only after load (island strings) are
  // drawn from the fallback slices, checked by the browser's 75-font-subsets.
  it('every character a zh, zh-Hant or Thai page shows is in a web-font file that page declares for its script', async () => {
    const { glyphs } = await builtPagesPass(distDir);
    console.log(
      `glyph coverage: ${[...glyphs.read].map(([locale, count]) => `${locale} ${count}`).join(', ')} pages read`,
    );
    expect(glyphs.read.get('zh-hant') ?? 0, 'zh-Hant pages read').toBeGreaterThan(200);
    expect(glyphs.read.get('th') ?? 0, 'Thai pages read').toBeGreaterThan(200);
    expect(glyphs.found).toEqual([]);
  });

  // Rule text, tables and the glossary in every written locale: each dice expression a reader
  // sees is a button (dice-coverage.ts); the browser's 25-inline-dice checks what the button does.
  it('every dice expression in rule text, tables and glossary, in every locale, is a dice button', async () => {
    const { dice } = await builtPagesPass(distDir);
    const problems = [...dice.problems];
    for (const [locale, count] of dice.counts) {
      console.log(
        `${locale}: ${count.pages} pages, ${count.withButtons} with dice buttons, ${count.found} dice expressions found, ${count.buttons} buttons`,
      );
      if (count.found !== count.buttons)
        problems.push(`${locale}: ${count.found} found vs ${count.buttons} buttons`);
      expect(count.withButtons, `${locale}: no page with dice buttons`).toBeGreaterThan(0);
    }
    expect(problems.length, problems.slice(0, 15).join('\n')).toBe(0);
  });
});
