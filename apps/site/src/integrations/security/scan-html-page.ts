/**
 * What the Content-Security-Policy step needs of a built page, read with an HTML parser (hast from
 * parse5), never with regular expressions: attribute text or a comment that looks like a script is
 * not a script, and a script whose attributes hold `>` is still one.
 * - inlineScripts: the text of every `<script>` without `src` that is not a data block
 *   (`type="application/json"`, the calculators' strings: never run, not governed by a policy);
 * - search: the page has Starlight's search element (its Pagefind compiles WebAssembly);
 * - hasPolicyMeta: the page already carries a policy `<meta>`;
 * - policyInsertOffset: where the policy `<meta>` goes: right after `<meta charset>`, else at the
 *   start of `<head>`'s content, so it comes before every script.
 */
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { attribute, parseHtml, textContent } from '../../lib/built-html.ts';
import { remembered } from '../../lib/remembered.ts';

export interface HtmlPageScan {
  inlineScripts: string[];
  search: boolean;
  hasPolicyMeta: boolean;
  policyInsertOffset: number;
}

/** The scan of `html`; `tree` when the caller has already parsed it (with positions, as parseHtml gives). */
export function scanHtmlPage(html: string, tree: Root = parseHtml(html)): HtmlPageScan {
  return scanHtmlPageParts(html, tree).scan;
}

/** A page's scan and where each of its inline scripts starts in the source (see scanWithInsert). */
export interface HtmlPageScanParts {
  scan: HtmlPageScan;
  scriptStarts: number[];
}

export function scanHtmlPageParts(html: string, tree: Root = parseHtml(html)): HtmlPageScanParts {
  const scriptStarts: number[] = [];
  const scan: HtmlPageScan = {
    inlineScripts: [],
    search: false,
    hasPolicyMeta: false,
    policyInsertOffset: 0,
  };
  let charsetEnd: number | undefined;
  let headStart: number | undefined;
  visit(tree, 'element', (element) => {
    switch (element.tagName) {
      case 'script':
        if (
          attribute(element, 'src') === undefined &&
          attribute(element, 'type')?.toLowerCase() !== 'application/json'
        ) {
          scan.inlineScripts.push(textContent(element));
          scriptStarts.push(element.position?.start.offset ?? 0);
        }
        break;
      case 'site-search':
        scan.search = true;
        break;
      case 'meta':
        if (attribute(element, 'httpEquiv')?.toLowerCase() === 'content-security-policy')
          scan.hasPolicyMeta = true;
        if (attribute(element, 'charSet') !== undefined && charsetEnd === undefined) {
          charsetEnd = element.position?.end.offset;
        }
        break;
      case 'head': {
        // The head's start tag ends where its first child (or its end tag) begins.
        const start = element.position?.start.offset;
        if (start !== undefined && headStart === undefined) {
          const close = html.indexOf('>', start);
          headStart = close >= 0 ? close + 1 : undefined;
        }
        break;
      }
    }
  });
  scan.policyInsertOffset = charsetEnd ?? headStart ?? 0;
  return { scan, scriptStarts };
}

/** The scan of a fragment of markup (parsed as one: no html, head or body is added around it). */
export function scanFragment(markup: string): HtmlPageScan {
  return scanHtmlPage(markup, parseHtml(markup, { fragment: true }));
}

/**
 * scanFragment remembered by markup, for one build's font step: its pages' inserts repeat (1,701
 * pages, 369 distinct `@font-face` styles of about 28 KB each): parsing every page's insert took
 * 1.85 CPU-s, its pieces parsed once each 0.65 CPU-s.
 */
export function rememberedFragmentScans(): (markup: string) => HtmlPageScan {
  return remembered(scanFragment);
}

/**
 * The scan of a page after `inserted` (markup of the head: styles and scripts, no policy meta,
 * charset or head tag) is put in at offset `at`, from the parts of the page before (which the
 * caller made from a tree it already held): only the inserted markup is parsed. The font step
 * hands this to the policy step, so the 100 MB of built pages are not parsed a second time; it
 * equals scanHtmlPage of the joined page. `inserted` may come in pieces, each whole elements (a
 * `<style>…</style>`, a `<script>…</script>`), joined in order: each is scanned by `scan` (the
 * font step's remembers the pieces its pages share).
 */
export function scanWithInsert(
  parts: HtmlPageScanParts,
  at: number,
  inserted: string | readonly string[],
  scan: (markup: string) => HtmlPageScan = scanFragment,
): HtmlPageScan {
  const pieces = typeof inserted === 'string' ? [inserted] : inserted;
  const added = pieces.map((piece) => scan(piece));
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const { scan: page, scriptStarts } = parts;
  const before = scriptStarts.filter((start) => start < at).length;
  return {
    inlineScripts: [
      ...page.inlineScripts.slice(0, before),
      ...added.flatMap((one) => one.inlineScripts),
      ...page.inlineScripts.slice(before),
    ],
    search: page.search || added.some((one) => one.search),
    hasPolicyMeta: page.hasPolicyMeta || added.some((one) => one.hasPolicyMeta),
    policyInsertOffset:
      page.policyInsertOffset > at ? page.policyInsertOffset + length : page.policyInsertOffset,
  };
}
