import css from '@fontsource/noto-sans-tc/400.css?raw';
import { byFileName, type FontSlice, fontsourceSlices } from './typed-face-slices.ts';

/**
 * The whole Traditional Chinese (Noto Sans TC: 101 slices, 2.2 MB in all) as fontsource's numbered unicode-range slices, for typed names (typed-faces.ts).
 * Loaded only when a name holds a character the page's own subsets lack; the build emits every
 * slice as a file of its own (even the smallest: `no-inline`, or the table would carry them as data
 * URLs) and the browser fetches only those a name's characters fall in.
 */
export const slices: FontSlice[] = fontsourceSlices(
  css,
  byFileName(
    import.meta.glob<string>(
      '/node_modules/@fontsource/noto-sans-tc/files/noto-sans-tc-[0-9]*-400-normal.woff2',
      {
        query: '?url&no-inline',
        import: 'default',
        eager: true,
      },
    ),
  ),
);
