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
import { visit } from 'unist-util-visit';
import { attribute, parseHtml, textContent } from '../../lib/built-html.ts';

export interface HtmlPageScan {
  inlineScripts: string[];
  search: boolean;
  hasPolicyMeta: boolean;
  policyInsertOffset: number;
}

export function scanHtmlPage(html: string): HtmlPageScan {
  const tree = parseHtml(html);
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
  return scan;
}
