import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { parseFontFaces } from '../../../scripts/page-weight/fonts.ts';
import { isChineseCharacter, isThaiCharacter } from '../../../src/lib/font-faces.ts';
import { type CheckContext, expect, type Scenario } from '../harness.ts';

function inlineFaces(context: CheckContext, page: string) {
  const html = readFileSync(path.join(context.distDir, page, 'index.html'), 'utf8');
  const css = /<style data-font-faces>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return parseFontFaces(css);
}

/** Every character of a locale's content files that the family draws. */
function contentCharacters(
  context: CheckContext,
  locale: string,
  covers: (code: number) => boolean,
): Set<number> {
  const dir = path.join(context.siteDir, '../../content', locale);
  const codes = new Set<number>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.md')) continue;
    for (const char of readFileSync(path.join(dir, file), 'utf8')) {
      const code = char.codePointAt(0)!;
      if (covers(code)) codes.add(code);
    }
  }
  return codes;
}

async function cmap(context: CheckContext, url: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(path.join(context.distDir, url)), 'sfnt');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

async function coverageCheck(
  context: CheckContext,
  locale: string,
  family: string,
  covers: (code: number) => boolean,
  weights: readonly string[],
): Promise<void> {
  const faces = inlineFaces(context, `${locale}/rules/D20Tests`).filter((face) => face.family === family);
  expect(faces.length > 0, `no ${family} faces inline`);
  const wanted = contentCharacters(context, locale, covers);
  expect(wanted.size > 50, `only ${wanted.size} characters found in content/${locale}`);
  for (const weight of weights) {
    const ofWeight = faces.filter((face) => face.weight === weight);
    const glyphs = new Set<number>();
    for (const face of ofWeight) {
      const inFile = await cmap(context, face.url);
      for (const [from, to] of face.ranges) {
        for (let code = from; code <= to; code += 1) {
          expect(inFile.has(code), `${face.url} claims U+${code.toString(16)} but has no glyph for it`);
          glyphs.add(code);
        }
      }
    }
    const missing = [...wanted].filter((code) => !glyphs.has(code));
    expect(
      missing.length === 0,
      `${family} ${weight} lacks ${missing.length}: ${missing.map((code) => String.fromCodePoint(code)).join('')}`,
    );
  }
}

const scenario: Scenario = {
  name: 'Font subsets: every character of the content is in them; Chinese downloads only where Chinese shows',
  checks: [
    {
      // Chinese bold is synthesized from the regular face (lib/font-faces.ts).
      name: 'every Chinese character of content/zh has a glyph in the Noto Sans SC subset',
      run: (context) => coverageCheck(context, 'zh', 'Noto Sans SC', isChineseCharacter, ['400']),
    },
    {
      name: 'every Thai character of content/th has a glyph in the Noto Sans Thai subsets (400 and 700)',
      run: (context) => coverageCheck(context, 'th', 'Noto Sans Thai', isThaiCharacter, ['400', '700']),
    },
    {
      name: 'a character outside the subset is left to the rest of the font stack (not claimed by a face)',
      run: async (context) => {
        const faces = inlineFaces(context, 'zh/rules/D20Tests');
        const rare = 0x9f98; // 龘, in no rule text
        expect(
          faces.every((face) => face.ranges.every(([from, to]) => rare < from || rare > to)),
          'a subset face claims a character it has no glyph for',
        );
      },
    },
    {
      name: 'an English page downloads only the Chinese of its language menu (简体中文, < 4 KB); pages with Chinese text download more',
      run: async (context) => {
        for (const [pagePath, wantsChinese] of [
          ['/en/rules/CreateYourCharacter/', false],
          ['/th/glossary/Advantage/', true],
          ['/zh/rules/D20Tests/', true],
        ] as const) {
          const { page, close } = await context.newPage({ serviceWorkers: 'block' });
          try {
            const fonts: string[] = [];
            page.on('request', (request) => {
              if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
            });
            await page.goto(`${context.baseUrl}${pagePath}`);
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            await page.waitForTimeout(300);
            const chinese = fonts
              .filter((url) => url.includes('noto-sans-sc'))
              .reduce((sum, url) => sum + statSync(path.join(context.distDir, url)).size, 0);
            expect(
              wantsChinese ? chinese > 4096 : chinese <= 4096,
              `${pagePath}: ${chinese} bytes of Chinese font files`,
            );
            expect(
              fonts.every((url) => url.startsWith('/fonts/')),
              `${pagePath}: only subset files, got ${fonts.join(', ')}`,
            );
          } finally {
            await close();
          }
        }
      },
    },
  ],
};

export default scenario;
