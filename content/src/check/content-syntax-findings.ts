/**
 * Markdown the site cannot show safely or at all: an image that is no local file under content/ (a
 * remote one would make readers' browsers call that host), GFM footnotes, a line that looks like a
 * `::name{...}` directive but does not parse (it would become prose), a calculator preset that fails
 * when computed. Browser-safe: check-content-syntax.ts gives it the file system's answer on images.
 */
import { parseContentMarkdown } from '@polyhedral/markdown';
import type { Nodes } from 'mdast';
import { type Finding, makeFinding } from '../findings/finding.ts';
import { calcPresetFailure } from './calc-preset.ts';
import { attributeProblems, directiveAttributeNames } from './directive-attributes.ts';

/** A URL with a scheme (`https:`, `data:`) or protocol-relative (`//host/...`). */
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A line (after quote markers and indentation) that starts like a leaf or container directive. */
const DIRECTIVE_START = /^(:{2,})([A-Za-z][\w-]*)/;
/** Quote markers and indentation in front of a paragraph's continuation line. */
const LINE_PREFIX = /^(?:[ \t]*>)*[ \t]*/;

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, fn);
}

/**
 * Whether the directive-looking text after the name has a `{` whose attribute list never closes
 * on that line (quotes respected); anything else that failed to parse is malformed.
 */
function isUnclosed(afterName: string): boolean {
  let rest = afterName;
  if (rest.startsWith('[')) {
    const end = rest.indexOf(']');
    if (end < 0) return false;
    rest = rest.slice(end + 1);
  }
  if (!rest.startsWith('{')) return false;
  let quote: string | null = null;
  for (const char of rest.slice(1)) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '}') return false;
  }
  return true;
}

/** Paragraph lines that start like a directive: the parser did not take them as one. */
function brokenDirectives(node: Nodes, lines: readonly string[]): Finding[] {
  if (node.type !== 'paragraph' || !node.position) return [];
  const diagnostics: Finding[] = [];
  const { start, end } = node.position;
  for (let line = start.line; line <= end.line; line += 1) {
    const raw = (lines[line - 1] ?? '').replace(/\r$/, '');
    const from = line === start.line ? start.column - 1 : (LINE_PREFIX.exec(raw)?.[0].length ?? 0);
    const text = raw.slice(from);
    const match = DIRECTIVE_START.exec(text);
    if (!match) continue;
    const at = { line, column: from + 1 };
    const afterName = text.slice(match[0].length);
    if (isUnclosed(afterName)) {
      diagnostics.push(makeFinding('content.directive.unclosed', at, { name: match[2]! }));
    } else {
      const shown = text.trim();
      diagnostics.push(
        makeFinding('content.directive.malformed', at, {
          name: match[2]!,
          text: shown.length > 60 ? `${shown.slice(0, 59)}…` : shown,
        }),
      );
    }
  }
  return diagnostics;
}

function stringAttributes(attributes: Record<string, string | null | undefined> | null | undefined) {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) raw[key] = value ?? '';
  return raw;
}

/** Where a local image URL leads: a problem, or null when it names a file that is there. */
export type LocalImageProblem = (url: string) => 'content.image.missing' | 'content.image.outside' | null;

/**
 * The syntax findings of a Markdown text, at its lines and columns. Whether a local image exists
 * is asked of `localImage` (the file system's answer in `content check`; a browser cannot tell).
 */
export function contentSyntaxFindings(body: string, localImage: LocalImageProblem): Finding[] {
  const diagnostics: Finding[] = [];
  // The body keeps the file's line numbers (front matter lines are blank).
  const at = (node: Nodes) => ({
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  });
  const tree = parseContentMarkdown(body);
  const lines = body.split('\n');
  // `![x][ref]` takes its URL from `[ref]: url` (the first definition of a label wins).
  const definitions = new Map<string, string>();
  visit(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) {
      definitions.set(node.identifier, node.url);
    }
  });
  visit(tree, (node) => {
    if (node.type === 'image' || node.type === 'imageReference') {
      const url = node.type === 'image' ? node.url : definitions.get(node.identifier);
      if (url === undefined) return;
      const problem = REMOTE.test(url) ? 'content.image.remote' : localImage(url);
      if (problem) diagnostics.push(makeFinding(problem, at(node), { url }));
    } else if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') {
      diagnostics.push(
        makeFinding('content.markdown.footnote', at(node), { label: node.label ?? node.identifier }),
      );
    } else if (node.type === 'paragraph') {
      diagnostics.push(...brokenDirectives(node, lines));
    }
    if (
      (node.type === 'leafDirective' ||
        node.type === 'containerDirective' ||
        node.type === 'textDirective') &&
      node.position?.start.offset !== undefined
    ) {
      const names = directiveAttributeNames(body, node.position.start.offset);
      const { repeated, reserved } = attributeProblems(names);
      for (const attribute of repeated) {
        diagnostics.push(
          makeFinding('content.directive.duplicate-attribute', at(node), {
            name: node.name,
            attribute,
          }),
        );
      }
      for (const attribute of reserved) {
        diagnostics.push(
          makeFinding('content.directive.reserved-attribute', at(node), { name: node.name, attribute }),
        );
      }
    }
    if (node.type === 'leafDirective' && node.name === 'calc') {
      const { kind = '', ...attributes } = stringAttributes(node.attributes);
      const problem = calcPresetFailure(kind, attributes);
      if (problem !== null) {
        diagnostics.push(makeFinding('content.calc.preset-fails', at(node), { kind, problem }));
      }
    }
  });
  return diagnostics;
}
