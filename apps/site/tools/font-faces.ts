/** Which webfont files a page needs, from the @font-face rules (unicode-range subsets) and its text. */
export interface FontFace {
  family: string;
  weight: string;
  url: string;
  ranges: [number, number][];
}

export function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [, body = ''] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const family = /font-family:\s*["']?([^;"']+)["']?/.exec(body)?.[1]?.trim();
    const weight = /font-weight:\s*([^;]+)/.exec(body)?.[1]?.trim() ?? '400';
    const url = /url\(["']?([^)"']+\.woff2)["']?\)/.exec(body)?.[1];
    const rangeText = /unicode-range:\s*([^;]+)/.exec(body)?.[1] ?? 'U+0-10FFFF';
    if (!family || !url) continue;
    const ranges = rangeText.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      const start = Number.parseInt(from!, 16);
      return [start, to ? Number.parseInt(to, 16) : start];
    });
    faces.push({ family, weight, url, ranges });
  }
  return faces;
}

/** Font stacks of site.css / fonts.css: 'system' covers Latin on every page. */
const STACKS: Record<string, string[]> = {
  th: ['Noto Sans Thai', 'Noto Sans SC Page', 'Noto Sans SC'],
  zh: ['Noto Sans SC Page', 'Noto Sans SC', 'Noto Sans Thai'],
  'zh-hant': ['Noto Sans TC Page', 'Noto Sans TC', 'Noto Sans SC', 'Noto Sans Thai'],
  en: ['system', 'Noto Sans Thai', 'Noto Sans SC Page', 'Noto Sans SC'],
};

function isSystemLatin(code: number): boolean {
  return code <= 0x024f || (code >= 0x2000 && code <= 0x206f);
}

/** The woff2 URLs (weights 400 and 700) a page's text pulls in, each counted once. */
export function fontFilesForText(faces: readonly FontFace[], locale: string, text: string): string[] {
  const stack = STACKS[locale] ?? STACKS.en!;
  const urls = new Set<string>();
  const codes = new Set<number>();
  for (const char of text) if (!/\s/.test(char)) codes.add(char.codePointAt(0)!);
  for (const code of codes) {
    for (const family of stack) {
      if (family === 'system') {
        if (isSystemLatin(code)) break;
        continue;
      }
      const covering = faces.filter(
        (face) => face.family === family && face.ranges.some(([from, to]) => code >= from && code <= to),
      );
      if (covering.length === 0) continue;
      for (const face of covering) urls.add(face.url);
      break;
    }
  }
  return [...urls];
}
