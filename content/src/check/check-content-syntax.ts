/**
 * Markdown the site cannot show safely or at all, found on the parsed tree of a file's body:
 * images that are not local files under content/ (a remote one would make every reader's
 * browser call that host), GFM footnotes (not rendered), a `::name{` directive whose attribute
 * list is never closed (it would silently become prose), and calculator presets that pass the
 * directive validator but fail when computed (a dice preset that divides by zero).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CALCULATOR_KINDS, isCalculatorKind, validateCalculatorDirective } from '@polyhedral/core';
import { DiceError, distributionOf } from '@polyhedral/dice';
import { parseContentMarkdown } from '@polyhedral/markdown';
import type { Nodes } from 'mdast';
import type { ContentFile } from '../model/types.ts';
import { type Diagnostic, makeDiagnostic } from './diagnostic.ts';

const UNCLOSED_DIRECTIVE = /^(:{2,3})([A-Za-z][\w-]*)\{[^}]*$/;
const REMOTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

function visit(node: Nodes, fn: (node: Nodes) => void): void {
  fn(node);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, fn);
}

function rawAttributes(node: Nodes): Record<string, string> {
  if (node.type !== 'leafDirective') return {};
  const { kind: _kind, ...rest } = node.attributes ?? {};
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? '']));
}

/** Directive presets the site computes with: every dice-typed parameter must evaluate. */
function presetProblems(node: Nodes): string[] {
  if (node.type !== 'leafDirective' || node.name !== 'calc') return [];
  const kind = node.attributes?.kind ?? '';
  // Presets the directive validator refuses are reported as invalid-calculator-params already.
  if (!isCalculatorKind(kind) || !validateCalculatorDirective(kind, rawAttributes(node)).ok) return [];
  const problems: string[] = [];
  for (const spec of CALCULATOR_KINDS[kind].params) {
    const value = node.attributes?.[spec.name];
    if (spec.type !== 'dice' || typeof value !== 'string' || value === '') continue;
    try {
      distributionOf(value);
    } catch (error) {
      if (!(error instanceof DiceError)) throw error;
      problems.push(`${spec.name}="${value}": ${error.code}`);
    }
  }
  return problems;
}

export function checkContentSyntax(file: ContentFile, root: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // The body keeps the file's line numbers (front matter lines are blank).
  const lineOffset = 0;
  const at = (node: Nodes) => ({
    line: (node.position?.start.line ?? 1) + lineOffset,
    column: node.position?.start.column ?? 1,
  });
  visit(parseContentMarkdown(file.body), (node) => {
    if (node.type === 'image') {
      if (REMOTE.test(node.url)) {
        diagnostics.push(makeDiagnostic('image-remote', file.file, at(node), { url: node.url }));
      } else if (!existsSync(path.resolve(root, path.dirname(file.file), decodeURI(node.url)))) {
        diagnostics.push(makeDiagnostic('image-missing', file.file, at(node), { url: node.url }));
      }
    } else if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') {
      diagnostics.push(
        makeDiagnostic('footnote', file.file, at(node), { label: node.label ?? node.identifier }),
      );
    } else if (node.type === 'code' || node.type === 'inlineCode') {
      return;
    }
    for (const problem of presetProblems(node)) {
      diagnostics.push(
        makeDiagnostic('calc-preset-fails', file.file, at(node), {
          kind: node.type === 'leafDirective' ? (node.attributes?.kind ?? '') : '',
          problem,
        }),
      );
    }
  });
  let fenced = false;
  file.body.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const match = UNCLOSED_DIRECTIVE.exec(line.trim());
    if (match) {
      diagnostics.push(
        makeDiagnostic(
          'directive-unclosed',
          file.file,
          { line: index + 1 + lineOffset, column: 1 },
          {
            name: match[2]!,
          },
        ),
      );
    }
  });
  return diagnostics;
}
