/**
 * `content check` over `reviewers.yaml` (review-trust/reviewers.ts): the file the import trusts to
 * grant review marks is read through the same diagnostics as every configuration file (bytes,
 * size, YAML, then the very schema `parseReviewers` uses), each problem at its line in the
 * reader's language, and a key registered twice is named at its second entry. A file that fails
 * here is one `content import` refuses to credit any review from.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseDocument } from 'yaml';
import { readConfigFile } from '../config/read-config-file.ts';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { duplicateKeyEntries, REVIEWERS_FILE, reviewersFileSchema } from '../review-trust/reviewers.ts';

type ReviewersFile = { reviewers: unknown[] };

export function checkReviewers(root: string): Diagnostic[] {
  const read = readConfigFile<ReviewersFile>(root, REVIEWERS_FILE, reviewersFileSchema, {
    absent: { reviewers: [] },
  });
  // A file that cannot be read or parsed has no entries to compare.
  if (read.diagnostics.some((diagnostic) => diagnostic.code !== 'content.config.invalid'))
    return read.diagnostics;
  if (read.value !== null && read.value.reviewers.length < 2) return read.diagnostics;
  return [...read.diagnostics, ...duplicateKeyDiagnostics(root)];
}

function duplicateKeyDiagnostics(root: string): Diagnostic[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, REVIEWERS_FILE), 'utf8');
  } catch {
    return [];
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const list = document.get('reviewers', true);
  if (!isSeq(list)) return [];
  const keyNodes = list.items.map((entry) => (isMap(entry) ? entry.get('key', true) : undefined));
  const keys = keyNodes.map((node) => (node as { value?: unknown } | undefined)?.value);
  return duplicateKeyEntries(keys).map(([index, first]) => {
    const offset = (keyNodes[index] as { range?: [number, number, number] } | undefined)?.range?.[0] ?? 0;
    const { line, col } = lineCounter.linePos(offset);
    const firstOffset =
      (keyNodes[first] as { range?: [number, number, number] } | undefined)?.range?.[0] ?? 0;
    return makeDiagnostic(
      'content.config.duplicate-reviewer-key',
      REVIEWERS_FILE,
      { line, column: col },
      {
        file: REVIEWERS_FILE,
        field: `reviewers.${index}.key`,
        firstLine: lineCounter.linePos(firstOffset).line,
      },
    );
  });
}
