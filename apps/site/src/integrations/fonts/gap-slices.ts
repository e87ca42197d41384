/**
 * A fontsource package ships its font as script files (`chinese-traditional`) and as numbered slices
 * that together hold every glyph. A face cut from the script file can lack a character the site
 * shows (Noto Sans TC's Traditional file lacks 酶 and 哐): this finds the slices that hold such
 * characters, by the unicode-range the package's `<weight>.css` gives each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseFontFaces } from '../../../tools/font-faces.ts';

const require = createRequire(import.meta.url);

function packageCss(pkg: string, weight: number): string {
  const dir = path.dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  return readFileSync(path.join(dir, `${weight}.css`), 'utf8');
}

/**
 * The file names (in the package's `files/`) of the slices whose unicode-range holds one of
 * `codes`, leaving out `used`, in the order the package lists them. `css` is the package's
 * stylesheet (read from the package when not given).
 */
export function slicesHolding(
  pkg: string,
  weight: number,
  codes: readonly number[],
  used: readonly string[],
  css: string = packageCss(pkg, weight),
): string[] {
  const files: string[] = [];
  for (const face of parseFontFaces(css)) {
    const file = path.posix.basename(face.url);
    if (used.includes(file) || files.includes(file)) continue;
    if (codes.some((code) => face.ranges.some(([from, to]) => code >= from && code <= to))) files.push(file);
  }
  return files;
}
