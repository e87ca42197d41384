import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clippedUnicodeRange, fontsourceSlices, inUnicodeRange } from './typed-face-slices.ts';
import { stackFamilies, typedFacesNeeded, withoutTypedFaces } from './typed-faces.ts';

const require = createRequire(import.meta.url);
const fontsource = (name: string) => path.dirname(require.resolve(`@fontsource/${name}/package.json`));

/** The package's stylesheet and its numbered slices (file name -> an address standing for the built one). */
function packageSlices(name: string) {
  const folder = fontsource(name);
  const files = readdirSync(path.join(folder, 'files')).filter((file) =>
    new RegExp(`^${name}-[0-9]+-400-normal\\.woff2$`).test(file),
  );
  const urls = Object.fromEntries(files.map((file) => [file, `/_astro/${file}`]));
  return { files, slices: fontsourceSlices(readFileSync(path.join(folder, '400.css'), 'utf8'), urls) };
}

const sliceOf = (slices: ReturnType<typeof fontsourceSlices>, char: string) =>
  slices.filter((one) => inUnicodeRange(one.unicodeRange, char.codePointAt(0)!)).map((one) => one.url);

describe("fontsource's slices of the whole font", () => {
  it('reads one slice per numbered file of Noto Sans SC, each character in exactly one of them', () => {
    const { files, slices } = packageSlices('noto-sans-sc');
    expect(files.length).toBe(97);
    expect(slices.length).toBe(files.length);
    // 饕餮 share a slice; 龘 is in another.
    expect(sliceOf(slices, '饕')).toEqual(['/_astro/noto-sans-sc-25-400-normal.woff2']);
    expect(sliceOf(slices, '餮')).toEqual(['/_astro/noto-sans-sc-25-400-normal.woff2']);
    expect(sliceOf(slices, '龘')).toEqual(['/_astro/noto-sans-sc-21-400-normal.woff2']);
    // Latin letters are in a numbered slice too (119): a typed face's ranges are cut to its script.
    expect(sliceOf(slices, 'A')).toEqual(['/_astro/noto-sans-sc-119-400-normal.woff2']);
    const han = slices.map((one) => clippedUnicodeRange(one.unicodeRange, [[0x4e00, 0x9fff]]));
    expect(han.filter((range) => inUnicodeRange(range, 'A'.codePointAt(0)!))).toEqual([]);
    expect(han.filter((range) => inUnicodeRange(range, '饕'.codePointAt(0)!))).toHaveLength(1);
  });

  it('Noto Sans TC and Thai the same way (ฬ, not in the site subset, is in the Thai file)', () => {
    expect(packageSlices('noto-sans-tc').slices.length).toBe(101);
    const thai = fontsourceSlices(readFileSync(path.join(fontsource('noto-sans-thai'), '400.css'), 'utf8'), {
      'noto-sans-thai-thai-400-normal.woff2': '/_astro/thai.woff2',
    });
    expect(thai).toHaveLength(1);
    expect(sliceOf(thai, 'ฬ')).toEqual(['/_astro/thai.woff2']);
  });

  it('cuts a unicode-range to blocks', () => {
    expect(clippedUnicodeRange('U+20-7E, U+4E00-4E10, U+9F98', [[0x4e08, 0x9fff]])).toBe(
      'U+4E08-4E10, U+9F98',
    );
    expect(clippedUnicodeRange('U+41-5A', [[0x4e00, 0x9fff]])).toBe('');
  });

  it('reads unicode-range values with ranges, single points and wildcards', () => {
    expect(inUnicodeRange('U+4E00-4E01, U+9F98', 0x9f98)).toBe(true);
    expect(inUnicodeRange('U+4E00-4E01, U+9F98', 0x4e02)).toBe(false);
    expect(inUnicodeRange('U+4??', 0x4ff)).toBe(true);
    expect(inUnicodeRange('U+4??', 0x500)).toBe(false);
  });
});

describe('which typed faces a name needs', () => {
  const zh =
    '"Noto Sans SC Page", "Noto Sans SC", "Noto Sans SC Metrics", "Noto Sans SC Typed", "PingFang SC", "Noto Sans Thai", "Noto Sans Thai Typed", sans-serif';
  const page = [
    { family: 'Noto Sans SC', unicodeRange: 'U+4E00-4E01' },
    // The metrics face draws no outlines, a face of a family the stack does not name draws nothing here.
    { family: 'Noto Sans SC Metrics', unicodeRange: 'U+9955, U+4E00-4E01' },
    { family: 'Noto Sans TC', unicodeRange: 'U+992E' },
    { family: 'Noto Sans Thai', unicodeRange: 'U+0E01-0E2B' },
  ];

  it('none while the page covers every character', () => {
    expect(typedFacesNeeded(['一', '丁', 'ก'], zh, page)).toEqual({ faces: [], chars: [] });
  });

  it('the first typed family of the stack drawing each script, for the characters the page lacks', () => {
    const needed = typedFacesNeeded(['一', '饕', '餮', 'ก', 'ฬ'], zh, page);
    expect(needed.faces.map((face) => face.family)).toEqual(['Noto Sans SC Typed', 'Noto Sans Thai Typed']);
    expect(needed.chars).toEqual(['饕', '餮', 'ฬ']);
  });

  it('on zh-Hant, a Han character may need both Chinese typed families, Traditional first', () => {
    const zhHant =
      '"Noto Sans TC Page", "Noto Sans TC", "Noto Sans TC Metrics", "Noto Sans TC Typed", "Noto Sans SC Typed", "PingFang TC", sans-serif';
    const needed = typedFacesNeeded(['玛', 'ก'], zhHant, page);
    expect(needed.faces.map((face) => face.family)).toEqual(['Noto Sans TC Typed', 'Noto Sans SC Typed']);
    expect(needed.chars).toEqual(['玛']);
  });

  it('none for a stack without typed families (another element, or a page before this change)', () => {
    expect(typedFacesNeeded(['饕'], '"Noto Sans SC", sans-serif', page)).toEqual({ faces: [], chars: [] });
  });

  it('the stack without typed families keeps the rest in order', () => {
    expect(stackFamilies(withoutTypedFaces(zh))).toEqual([
      'Noto Sans SC Page',
      'Noto Sans SC',
      'Noto Sans SC Metrics',
      'PingFang SC',
      'Noto Sans Thai',
      'sans-serif',
    ]);
  });
});
