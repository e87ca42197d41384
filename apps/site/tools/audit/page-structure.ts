/**
 * What an HTML validator (the W3C Nu checker, html-validate) calls an error in a built page's
 * structure, found in its parsed tree (src/lib/built-html.ts):
 * - `after-end`: an element or text after `</body>` or `</html>` (the Nu checker's "Stray start
 *   tag", a fatal error: it stops checking the page there);
 * - `parse-error`: any other error the HTML parser reports (parse5, as a browser parses);
 * - `duplicate-id`: two elements with one `id`;
 * - `heading-skip`: a heading more than one level below the heading before it (`h2` then `h4`;
 *   html-validate's `heading-level`, axe's `heading-order`).
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { attribute, findElements, tagRange, textContent } from '../../src/lib/built-html.ts';

export type StructureCode = 'after-end' | 'parse-error' | 'duplicate-id' | 'heading-skip';

export interface StructureFinding {
  code: StructureCode;
  /** What and where: the tag, the id, the two heading levels, the parser's message. */
  detail: string;
}

export interface ParsedPage {
  tree: Root;
  /** Errors the parser reported while reading the page. */
  parseErrors: string[];
}

/** Parses a built page, keeping the parser's own errors and where each tag is. */
export function parsePage(html: string): ParsedPage {
  const parseErrors: string[] = [];
  const tree = fromHtml(html, {
    verbose: true,
    onerror: (error) => {
      parseErrors.push(`${error.ruleId ?? 'error'} at ${error.line}:${error.column}`);
    },
  });
  return { tree, parseErrors };
}

const HEADING = /^h([1-6])$/;

export function structureFindings(page: ParsedPage): StructureFinding[] {
  return [
    ...page.parseErrors.map((detail) => ({ code: 'parse-error' as const, detail })),
    ...afterEnd(page.tree),
    ...duplicateIds(page.tree),
    ...headingSkips(page.tree),
  ];
}

/** Elements and text the source has after the `</body>` or `</html>` end tag. */
function afterEnd(tree: Root): StructureFinding[] {
  const html = tree.children.find((node): node is Element => node.type === 'element');
  if (!html) return [];
  const body = html.children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'body',
  );
  const ends = [body && tagRange(body, 'end'), tagRange(html, 'end')].filter((range) => range !== undefined);
  if (ends.length === 0) return [];
  const end = Math.min(...ends.map((range) => range.start));
  const findings: StructureFinding[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text' && node.value.trim() === '') return;
    const start = node.position?.start.offset;
    if (node.type !== 'root' && node.type !== 'comment' && start !== undefined && start >= end) {
      findings.push({
        code: 'after-end',
        detail: node.type === 'element' ? `<${node.tagName}> after the end tag` : 'text after the end tag',
      });
      return;
    }
    if (node.type === 'root' || node.type === 'element') for (const child of node.children) walk(child);
  };
  walk(tree);
  return findings;
}

function duplicateIds(tree: Root): StructureFinding[] {
  const seen = new Map<string, number>();
  for (const element of findElements(tree, (candidate) => attribute(candidate, 'id') !== undefined)) {
    const id = attribute(element, 'id') ?? '';
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([id, count]) => ({ code: 'duplicate-id' as const, detail: `id="${id}" on ${count} elements` }));
}

/**
 * Headings in document order, each more than one level below the one before it (html-validate's
 * `heading-level`). A `<dialog>` starts its own outline.
 */
function headingSkips(tree: Root): StructureFinding[] {
  const findings: StructureFinding[] = [];
  const walk = (node: Root | Element, previous: { level: number }) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const match = HEADING.exec(child.tagName);
      if (match) {
        const level = Number(match[1]);
        if (previous.level > 0 && level > previous.level + 1) {
          findings.push({
            code: 'heading-skip',
            detail: `<h${level}> "${textContent(child).trim().slice(0, 60)}" after <h${previous.level}>`,
          });
        }
        previous.level = level;
        continue;
      }
      walk(child, child.tagName === 'dialog' ? { level: 0 } : previous);
    }
  };
  walk(tree, { level: 0 });
  return findings;
}
