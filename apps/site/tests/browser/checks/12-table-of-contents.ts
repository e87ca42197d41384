/**
 * "On this page": the table of contents marks the section being read. Starlight finds the elements
 * it watches with a selector list of `:has()` (47 ms of desktop time per load of the largest rule
 * page, twice); the site's patch of Starlight (patches/, decision
 * 2026-11-28-171-starlight-toc-observed-elements-in-one-pass.md) finds them in one pass. Here the two
 * must give the same elements, in the same order, on one built page of each kind (a rule page, a
 * glossary entry, the glossary, a page without a table of contents); the other languages' pages
 * are compared without a browser (tests/built/table-of-contents.built.ts).
 */
import { expect, test } from '../fixtures.ts';
import { sharedPage } from '../support/shared-page.ts';

const PAGES = [
  '/en/rules/DamageandHealing/',
  '/th/glossary/BlindedCondition/',
  '/en/glossary/',
  '/zh/tracker/',
];

test.describe('Table of contents: the elements it watches', () => {
  test.describe.configure({ mode: 'default' });
  const shared = sharedPage();

  for (const path of PAGES) {
    test(`${path}: the one-pass list is Starlight's selector list`, async () => {
      const page = shared();
      await page.goto(path);
      const compared = await page.evaluate(() => {
        const toc = document.querySelector('starlight-toc') as
          | (HTMLElement & { tocHeadingSelector: string })
          | null;
        const Toc = customElements.get('starlight-toc') as
          | (CustomElementConstructor & { observedElements?: (selector: string) => Element[] })
          | undefined;
        if (!toc || !Toc?.observedElements)
          return { toc: Boolean(toc), patched: false, same: false, count: 0 };
        const h = toc.tocHeadingSelector;
        const bySelector = [
          ...document.querySelectorAll(
            [
              `main :where(${h})`,
              `main :where(${h}, .sl-heading-wrapper) ~ *:not(:has(${h}))`,
              `main .sl-markdown-content > *:not(:has(${h}))`,
              `main > *:not(:has(${h}))`,
            ].join(),
          ),
        ];
        const onePass = Toc.observedElements(h);
        return {
          toc: true,
          patched: true,
          same:
            bySelector.length === onePass.length && bySelector.every((element, i) => element === onePass[i]),
          count: bySelector.length,
        };
      });
      if (!compared.toc) {
        // A page without a table of contents (the home page, the tracker): nothing is watched.
        expect(path, 'pages without a table of contents').toMatch(/^\/(en|zh)\/(tracker\/)?$/);
        return;
      }
      expect(compared.patched, "Starlight's table of contents carries the site's patch").toBe(true);
      expect(compared.count, 'elements watched').toBeGreaterThan(3);
      expect(compared.same, 'same elements, same order').toBe(true);
    });
  }
});
