import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * Facts about the built site read from dist/ without a browser (`pnpm test:dist`, after turbo has
 * built the site): each page fetched from dist/ served as the browser checks serve it, parsed into
 * a DOM (happy-dom's DOMParser, in Node: its fetch is Node's), queried. What a page shows without running anything (permalinks,
 * 404s, notes, footers, tables, figures) costs a parse here instead of a page load in Chromium.
 */
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['tests/built/*.built.ts'],
    },
  }),
);
