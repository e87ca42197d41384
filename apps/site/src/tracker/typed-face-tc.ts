import css from '@fontsource/noto-sans-tc/400.css?raw';
import { byFileName, type FontSlice, fontsourceSlices } from './typed-face-slices.ts';

/**
 * The whole Traditional Chinese (Noto Sans TC: 101 slices, 2.2 MB in all) as fontsource's
 * unicode-range slices, for typed names (typed-faces.ts). Each slice is a file of its own
 * (`no-inline`, never a data URL in the table), fetched only when a name's characters fall in it.
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
