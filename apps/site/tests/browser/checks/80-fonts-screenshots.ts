import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures.ts';
import { SCREENSHOTS_WANTED } from '../support/screenshots.ts';

interface FontCase {
  locale: string;
  path: string;
  family: string;
  sample: string;
  /** Whether this family must be first in the page's font stack (else a fallback for another script). */
  first: boolean;
  /** A family allowed before it (first only). */
  after?: string;
  screenshot: string;
}

const CASES: FontCase[] = [
  {
    locale: 'th',
    path: '/th/rules/D20Tests/',
    family: 'Noto Sans Thai',
    sample: 'ก',
    first: true,
    screenshot: 'th-rules-d20tests.png',
  },
  {
    locale: 'zh',
    path: '/zh/rules/D20Tests/',
    family: 'Noto Sans SC',
    sample: '检',
    first: true,
    // The page's own group file (integrations/fonts/page-groups.ts) comes before the shared faces.
    after: 'Noto Sans SC Page',
    screenshot: 'zh-rules-d20tests.png',
  },
  // A Thai glossary page names the term in Chinese too: Noto Sans SC must be linked there as well.
  {
    locale: 'th',
    path: '/th/glossary/Advantage/',
    family: 'Noto Sans SC',
    sample: '优',
    first: false,
    screenshot: 'th-glossary-advantage.png',
  },
  // The English home lists the Chinese- and Thai-only pages by their own titles.
  {
    locale: 'en',
    path: '/en/',
    family: 'Noto Sans SC',
    sample: '玩家还是',
    first: false,
    screenshot: 'en-home-other-languages.png',
  },
];

/** Generic families resolve to system fonts that may draw boxes for Thai or CJK on a bare machine. */
const GENERIC_FAMILIES = ['ui-sans-serif', 'system-ui', 'sans-serif'];

test.describe('Fonts: Thai and Chinese glyphs come from the self-hosted webfonts (screenshots saved)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const font of CASES) {
    test(`${font.family} renders ${font.sample} on ${font.path} (screenshot screenshots/${font.screenshot})`, async ({
      page,
      site,
    }) => {
      await page.goto(font.path);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (font.first)
        expect(family.trim(), `webfont first in the stack: ${family}`).toMatch(
          new RegExp(`^${font.after ? `"${font.after}", ` : ''}"${font.family}"`),
        );
      else expect(family, `webfont in the stack: ${family}`).toContain(`"${font.family}"`);
      const families = family.split(',').map((name) => name.trim());
      const at = families.indexOf(`"${font.family}"`);
      const generic = families.findIndex((name) => GENERIC_FAMILIES.includes(name));
      expect(generic === -1 || at < generic, `${font.family} comes after a generic family: ${family}`).toBe(
        true,
      );
      const state = await page.evaluate(
        async ({ family: name, sample }) => {
          await document.fonts.load(`16px "${name}"`, sample);
          const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name);
          return {
            check: document.fonts.check(`16px "${name}"`, sample),
            loaded: faces.filter((face) => face.status === 'loaded').length,
          };
        },
        { family: font.family, sample: font.sample },
      );
      expect(state.check, `document.fonts.check('16px "${font.family}"', '${font.sample}') is false`).toBe(
        true,
      );
      expect(state.loaded, `no loaded font face for ${font.family}`).toBeGreaterThan(0);
      if (SCREENSHOTS_WANTED) {
        const dir = path.join(site.siteDir, 'screenshots');
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path: path.join(dir, font.screenshot) });
      }
    });
  }
});
