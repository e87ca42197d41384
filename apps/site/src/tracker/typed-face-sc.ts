import css from '@fontsource/noto-sans-sc/400.css?raw';
import { byFileName, type FontSlice, fontsourceSlices } from './typed-face-slices.ts';

/**
 * The whole Simplified Chinese (Noto Sans SC: 97 slices, 2.4 MB in all) as fontsource's
 * unicode-range slices, for typed names (typed-faces.ts). Each slice is a file of its own
 * (`no-inline`, never a data URL in the table), fetched only when a name's characters fall in it.
 */
export const slices: FontSlice[] = fontsourceSlices(
  css,
  byFileName(
    import.meta.glob<string>(
      '/node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-[0-9]*-400-normal.woff2',
      {
        query: '?url&no-inline',
        import: 'default',
        eager: true,
      },
    ),
  ),
);
