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

/**
 * The scan of a page after `inserted` (markup of the head: styles and scripts, no policy meta,
 * charset or head tag) is put in at offset `at`, from the parts of the page before (which the
 * caller made from a tree it already held): only the inserted markup is parsed. The font step
 * hands this to the policy step, so the 100 MB of built pages are not parsed a second time; it
 * equals scanHtmlPage of the joined page.
 */
export function scanWithInsert(parts: HtmlPageScanParts, at: number, inserted: string): HtmlPageScan {
  const { scan, scriptStarts } = parts;
  const added = scanHtmlPage(inserted, parseHtml(inserted, { fragment: true }));
  const before = scriptStarts.filter((start) => start < at).length;
  return {
    inlineScripts: [
      ...scan.inlineScripts.slice(0, before),
      ...added.inlineScripts,
      ...scan.inlineScripts.slice(before),
    ],
    search: scan.search || added.search,
    hasPolicyMeta: scan.hasPolicyMeta || added.hasPolicyMeta,
    policyInsertOffset:
      scan.policyInsertOffset > at ? scan.policyInsertOffset + inserted.length : scan.policyInsertOffset,
  };
}
