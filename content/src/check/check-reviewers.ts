/**
 * `content check` over `reviewers.yaml` (trust/reviewers.ts): the file the import trusts to
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
import { privateKeyIn, privateKeyParams } from '../trust/private-key-material.ts';
import { readReviewersSync } from '../trust/read-reviewers-sync.ts';
import {
  duplicateKeyEntries,
  REVIEWERS_FILE,
  reviewersFileSchema,
  reviewersText,
} from '../trust/reviewers.ts';

type ReviewersFile = { reviewers: unknown[] };

/** reviewers.yaml's text, or null when it cannot be read (readConfigFile reports why). */
function readText(root: string): string | null {
  try {
    return readFileSync(path.join(root, REVIEWERS_FILE), 'utf8');
  } catch {
    return null;
  }
}

export function checkReviewers(root: string, today: Date = new Date()): Diagnostic[] {
  // A private key pasted in (trust/private-key-material.ts): said first and alone, never echoed.
  const text = readText(root);
  const leaked = privateKeyInFile(text);
  if (leaked) return [leaked];
  const read = readConfigFile<ReviewersFile>(root, REVIEWERS_FILE, reviewersFileSchema, {
    absent: { reviewers: [] },
  });
  // The import and the loader drop one leading byte order mark (reviewers.ts, reviewersText): the
  // check reads the file as they do, so the two never disagree on it.
  const diagnostics = read.diagnostics.filter((diagnostic) => diagnostic.code !== 'content.file.bom');
  // A file that cannot be read or parsed has no entries to compare.
  if (diagnostics.some((diagnostic) => diagnostic.code !== 'content.config.invalid')) return diagnostics;
  const future = diagnostics.length === 0 && text !== null ? futureAddedDiagnostics(text, today) : [];
  if (read.value !== null && read.value.reviewers.length < 2) return [...diagnostics, ...future];
  return [
    ...diagnostics,
    ...future,
    ...(text === null ? [] : duplicateKeyDiagnostics(text)),
    ...lookalikeDiagnostics(root, text, diagnostics),
  ];
}

/**
 * Two entries whose names are Unicode look-alikes (UTS #39 skeletons, trust/name-skeleton.ts):
 * the reader the import and the loader use (read-reviewers-sync.ts) refuses the whole file then;
 * `content check` says which entry, so a look-alike registered beside the real reviewer fails CI.
 */
function lookalikeDiagnostics(
  root: string,
  text: string | null,
  earlier: readonly Diagnostic[],
): Diagnostic[] {
  if (earlier.length > 0 || text === null) return [];
  const read = readReviewersSync(root);
  if (read.ok || read.problem.code !== 'handback.trust.reviewers.lookalike') return [];
  const { field, name, other } = read.problem.params as { field: string; name: string; other: string };
  const lines = text.split('\n');
  const lineOf = (value: string) => {
    const index = lines.findIndex((line) => /^\s*-?\s*name:/.test(line) && line.includes(value));
    return index < 0 ? 1 : index + 1;
  };
  return [
    makeDiagnostic(
      'content.config.lookalike-reviewer',
      REVIEWERS_FILE,
      { line: lineOf(name), column: 1 },
      { file: REVIEWERS_FILE, field, name, other, otherLine: lineOf(other) },
    ),
  ];
}

/** Each entry's `field` node, and where a node is, in the file as every reader reads it (reviewersText). */
function fieldNodes(text: string, field: string) {
  const lineCounter = new LineCounter();
  const list = parseDocument(reviewersText(text), { lineCounter }).get('reviewers', true);
  if (!isSeq(list)) return null;
  const nodes = list.items.map((entry) =>
    isMap(entry) ? (entry.get(field, true) as { value?: unknown; range?: number[] } | undefined) : undefined,
  );
  const at = (node: { range?: number[] } | undefined) => {
    const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
    return { line, column: col };
  };
  return { nodes, at };
}

/**
 * A key registered as `added` after today: its window would open in the future, so a signature
 * dated then would count from that day on without anyone having registered it that day. The
 * import and the loader read such a file as written; `content check` names the entry.
 */
function futureAddedDiagnostics(text: string, today: Date): Diagnostic[] {
  const todayText = today.toISOString().slice(0, 10);
  const found = fieldNodes(text, 'added');
  return (found?.nodes ?? []).flatMap((node, index) => {
    const added = node?.value;
    if (typeof added !== 'string' || added <= todayText) return [];
    const params = { file: REVIEWERS_FILE, field: `reviewers.${index}.added`, date: added, today: todayText };
    return [makeDiagnostic('content.config.future-added', REVIEWERS_FILE, found!.at(node), params)];
  });
}

function duplicateKeyDiagnostics(text: string): Diagnostic[] {
  const found = fieldNodes(text, 'key');
  if (!found) return [];
  return duplicateKeyEntries(found.nodes.map((node) => node?.value)).map(([index, first]) =>
    makeDiagnostic('content.config.duplicate-reviewer-key', REVIEWERS_FILE, found.at(found.nodes[index]), {
      file: REVIEWERS_FILE,
      field: `reviewers.${index}.key`,
      firstLine: found.at(found.nodes[first]).line,
    }),
  );
}

function privateKeyInFile(text: string | null): Diagnostic | null {
  const found = text === null ? null : privateKeyIn(text);
  if (!found) return null;
  return makeDiagnostic(
    'content.config.private-key',
    REVIEWERS_FILE,
    { line: found.line, column: 1 },
    { file: REVIEWERS_FILE, ...privateKeyParams(found) },
  );
}
