/**
 * Whether every character a built page shows in its own script is in a web-font file the page
 * declares for that script (fifth reading H8: 酶 and 哐 were in no Noto Sans TC file a zh-Hant page
 * declared, and drew as blanks on a device without a Chinese font). Read from the built page alone:
 * its visible text (font-subsets.ts pageText) and its inline @font-face rules.
 */
import { intlLocale } from '@polyhedral/i18n';
import { isChineseCharacter, isThaiCharacter } from '../../src/integrations/fonts/font-faces.ts';
import { codePoints } from '../../src/integrations/fonts/font-subsets.ts';

/** An @font-face rule as the page declares it (tools/font-faces.ts parseFontFaces). */
export interface DeclaredFace {
  family: string;
  ranges: readonly (readonly [number, number])[];
}

/** The web-font families (and their page-group and late families) that draw a page language's script. */
const SCRIPT_FACES: Record<string, { families: readonly string[]; covers: (code: number) => boolean }> = {
  [intlLocale('zh')]: { families: ['Noto Sans SC', 'Noto Sans SC Page'], covers: isChineseCharacter },
  [intlLocale('zh-hant')]: { families: ['Noto Sans TC', 'Noto Sans TC Page'], covers: isChineseCharacter },
  [intlLocale('th')]: { families: ['Noto Sans Thai'], covers: isThaiCharacter },
};

/** The page languages this check reads (zh-CN, zh-Hant, th). */
export const COVERED_PAGE_LANGS: readonly string[] = Object.keys(SCRIPT_FACES);

/**
 * The characters of `visibleText` in the page language's script that no declared face of that
 * script draws, as a string (empty: all drawn). A page of another language gives ''.
 */
export function charactersWithoutFace(
  lang: string,
  visibleText: string,
  faces: readonly DeclaredFace[],
): string {
  const script = SCRIPT_FACES[lang];
  if (!script) return '';
  const ranges = faces.filter((face) => script.families.includes(face.family)).flatMap((face) => face.ranges);
  return codePoints(visibleText, script.covers)
    .filter((code) => !ranges.some(([from, to]) => code >= from && code <= to))
    .map((code) => String.fromCodePoint(code))
    .join('');
}
