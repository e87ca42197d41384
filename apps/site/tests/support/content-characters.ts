/** The characters of the rules text, for the font checks (built HTML and browser alike). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONTENT_DIR = path.join(import.meta.dirname, '../../../../content');

/** Every character of a locale's content files that `covers` accepts (a font family's range). */
export function contentCharacters(locale: string, covers: (code: number) => boolean): Set<number> {
  const dir = path.join(CONTENT_DIR, locale);
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
