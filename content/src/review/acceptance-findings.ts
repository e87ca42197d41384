/**
 * `content check`'s error for a maintainer's acceptance that counts for nothing although its text
 * and English are the section's now (unsigned, a key not the maintainer's, a bad date, revoked, a
 * signature that does not verify): a pull request cannot add an acceptance nobody made. At the line
 * of the failing field (FIELD_BY_REASON), else the first line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import type { LostReview } from '../model/review-credit.ts';

const CODE_BY_REASON: Readonly<Record<string, AcceptanceFindingCode>> = {
  unsigned: 'content.approval.acceptance-unsigned',
  'unknown-key': 'content.approval.acceptance-not-maintainer',
  'wrong-role': 'content.approval.acceptance-not-maintainer',
  'name-mismatch': 'content.approval.acceptance-not-maintainer',
  'locale-not-registered': 'content.approval.acceptance-not-maintainer',
  'bad-date': 'content.approval.acceptance-future-date',
  'outside-key-window': 'content.approval.acceptance-outside-window',
  'key-revoked': 'content.approval.acceptance-key-revoked',
  'bad-signature': 'content.approval.acceptance-bad-signature',
};

/** The record's fields that say why, first found wins: the signature, the key, the date, the name. */
const FIELD_BY_REASON: Readonly<Record<string, readonly string[]>> = {
  unsigned: ['signature', 'keyId', 'kind'],
  'unknown-key': ['keyId'],
  'wrong-role': ['keyId'],
  'name-mismatch': ['acceptedBy'],
  'locale-not-registered': ['locale'],
  'bad-date': ['date'],
  'outside-key-window': ['date'],
  'key-revoked': ['keyId'],
  'bad-signature': ['signature'],
};

/**
 * Where in a record's JSON text the first of `fields` is (1-based line and column of its name),
 * or line 1 when none is there.
 */
export function recordFieldPosition(
  text: string,
  fields: readonly string[],
): { line: number; column: number } {
  const lines = text.split('\n');
  for (const field of fields) {
    const at = lines.findIndex((line) => line.trimStart().startsWith(`${JSON.stringify(field)}:`));
    if (at >= 0) return { line: at + 1, column: lines[at]!.indexOf('"') + 1 };
  }
  return { line: 1, column: 1 };
}

/** The position of the first of `fields` in the record file under `root`, line 1 if it cannot be read. */
export function recordFilePosition(
  root: string,
  file: string,
  fields: readonly string[],
): { line: number; column: number } {
  try {
    return recordFieldPosition(readFileSync(path.join(root, file), 'utf8'), fields);
  } catch {
    return { line: 1, column: 1 };
  }
}

export type AcceptanceFindingCode =
  | 'content.approval.acceptance-unsigned'
  | 'content.approval.acceptance-not-maintainer'
  | 'content.approval.acceptance-future-date'
  | 'content.approval.acceptance-outside-window'
  | 'content.approval.acceptance-key-revoked'
  | 'content.approval.acceptance-bad-signature';

/** The finding for a section's (or definition's) derived state, or null when its record is no refused acceptance. */
export function acceptanceFinding(
  root: string,
  lastReview: LostReview | undefined,
  file: string,
  id: string,
  locale: string,
): Diagnostic | null {
  if (lastReview?.kind !== 'maintainer-acceptance') return null;
  if (lastReview.why !== 'not-verified' && lastReview.why !== 'key-revoked') return null;
  const code = CODE_BY_REASON[lastReview.reason ?? ''];
  if (!code) return null;
  return makeDiagnostic(
    code,
    file,
    recordFilePosition(root, file, FIELD_BY_REASON[lastReview.reason ?? ''] ?? []),
    {
      file,
      id,
      localeCode: locale,
      date: lastReview.on ?? '',
    },
  );
}
