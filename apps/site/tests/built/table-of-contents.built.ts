// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Element as HastElement } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { all, attribute, distDir } from './built-site.ts';

/**
 * "On this page" as built: the site's patch of Starlight (patches/, decision
 * 2026-11-28-171-starlight-toc-observed-elements-in-one-pass.md) finds the elements the table of
 * contents watches in one pass; on these built pages, in every language, it finds what Starlight's
 * selector list of `:has()` finds, in the same order. The patched element runs over the page
 * parsed in a DOM (happy-dom, no resource loaded, no script run); the selector list is matched
 * over the page parsed by parse5 (`hast-util-select`). Moved from the browser checks'
 * 12-table-of-contents, which compares the two in Chromium on one page of each kind.
 */
const PAGES = [
  // Not DamageandHealing: hast-util-select's `:has()` takes about 20 CPU-s over its 300 KB
  // (Chromium compares it in the browser check, in English).
  '/th/rules/D20Tests/',
  '/zh/rules/D20Tests/',
  '/zh-hant/rules/CreateYourCharacter/',
  '/en/',
];

type TocClass = CustomElementConstructor & { observedElements?: (selector: string) => Element[] };

let Toc: TocClass | undefined;

/** Starlight's element, patched, as the site's build bundles it. */
beforeAll(async () => {
  // Not among the package's exports: its file, from the site's own dependency.
  const file = path.join(
    import.meta.dirname,
    '../../node_modules/@astrojs/starlight/dist/components-internals/TableOfContents/starlight-toc.js',
  );
  await import(pathToFileURL(file).href);
  Toc = customElements.get('starlight-toc') as TocClass | undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const html = (pagePath: string) => readFileSync(path.join(distDir, pagePath, 'index.html'), 'utf8');

/** Starlight's heading selector for the element's levels (`h1#_top,:where(h2,h3)[id]` by default). */
function headingSelector(toc: HastElement): string {
  const min = Number(attribute(toc, 'data-min-h') ?? 2);
  const max = Number(attribute(toc, 'data-max-h') ?? 3);
  const levels = Array.from({ length: 1 + max - min }, (_, index) => `h${min + index}`);
  return `h1#_top,:where(${levels.join()})[id]`;
}

/** An element named by its tag, id and classes (the same element in either parse). */
const nameOf = (tag: string, id: string | undefined, classes: string | undefined) =>
  `${tag.toLowerCase()}#${id ?? ''}.${(classes ?? '').trim()}`;

describe('Table of contents as built: the elements it watches', () => {
  for (const pagePath of PAGES) {
    it(`${pagePath}: the one-pass list is Starlight's selector list`, () => {
      const source = html(pagePath);
      const tree = fromHtml(source);
      const tocs = all(tree, 'starlight-toc');
      expect(tocs.length, `${pagePath}: a table of contents`).toBeGreaterThan(0);
      const h = headingSelector(tocs[0]!);
      // hast-util-select reads `:where` as `:is` (the same matches; only specificity differs).
      const where = h.replace(':where(', ':is(');
      const bySelector = all(
        tree,
        [
          `main :is(${where})`,
          `main :is(${where}, .sl-heading-wrapper) ~ *:not(:has(${where}))`,
          `main .sl-markdown-content > *:not(:has(${where}))`,
          `main > *:not(:has(${where}))`,
        ].join(),
      ).map((element) =>
        nameOf(
          element.tagName,
          attribute(element, 'id'),
          attribute(element, 'className')?.replaceAll(',', ' '),
        ),
      );
      expect(Toc?.observedElements, "Starlight's table of contents carries the site's patch").toBeTypeOf(
        'function',
      );
      // The body only: the head's stylesheets are not loaded (happy-dom would try, and wait).
      const body = source.slice(source.indexOf('<body'));
      vi.stubGlobal('document', new DOMParser().parseFromString(body, 'text/html'));
      const onePass = Toc!.observedElements!(h).map((element) =>
        nameOf(element.tagName, element.id || undefined, element.getAttribute('class') ?? undefined),
      );
      expect(bySelector.length, 'elements watched').toBeGreaterThan(3);
      expect(onePass, 'same elements, same order').toEqual(bySelector);
    });
  }
});
