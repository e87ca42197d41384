import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * Facts about the built site read from dist/ without a browser (`pnpm test:dist`, after turbo has
 * built the site): each page fetched from dist/ served as the browser checks serve it, parsed into
 * a DOM (happy-dom's DOMParser, in Node: its fetch is Node's), queried. What a page shows without running anything (permalinks,
 * 404s, notes, footers, tables, figures) costs a parse here instead of a page load in Chromium.
 * The checks that read every built page (the build audit, glyphs, dice buttons, Thai breaks, zh-hant
 * notes) share one parse of each (tests/built/built-pages-pass.ts), kept across files of a worker
 * by the shared `isolate: false`.
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['tests/built/*.built.ts'],
    },
  }),
);
