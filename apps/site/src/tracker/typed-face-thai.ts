import css from '@fontsource/noto-sans-thai/400.css?raw';
import { byFileName, type FontSlice, fontsourceSlices } from './typed-face-slices.ts';

/**
 * The whole Thai block of Noto Sans Thai (one fontsource file, 9 KB), for typed names
 * (typed-faces.ts): the site's Thai subset holds only the letters its pages show (ฃ ฅ ฌ ฦ are not).
 */
export const slices: FontSlice[] = fontsourceSlices(
  css,
  byFileName(
    import.meta.glob<string>(
      '/node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2',
      {
        query: '?url&no-inline',
        import: 'default',
        eager: true,
      },
    ),
  ),
);
