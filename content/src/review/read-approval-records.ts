/**
 * The approval records of a content tree (approval-record.ts), read synchronously for the loader:
 * `approvals/<locale>/<RuleID>.json` for each reviewed locale. A record is read as an attacker
 * wrote it: too large, not UTF-8 JSON, not the schema, or naming another locale or rule ID than
 * its path says: refused with a diagnostic, and it counts for nothing.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, makeDiagnostic } from '../findings/diagnostic.ts';
import { REVIEWED_LOCALES } from '../model/types.ts';
import {
  APPROVALS_DIR,
  type ApprovalRecord,
  approvalRecordFile,
  approvalRecordSchema,
  MAX_APPROVAL_RECORD_BYTES,
} from './approval-record.ts';

export interface ApprovalRecords {
  /** locale -> rule ID -> its record. */
  byLocale: Map<string, Map<string, ApprovalRecord>>;
  diagnostics: Diagnostic[];
}

const DECODER = new TextDecoder('utf-8', { fatal: true });

/** The record in `bytes`, for `locale` and `ruleId`, or null when it is not one. */
export function parseApprovalRecord(
  bytes: Uint8Array,
  locale: string,
  ruleId: string,
): ApprovalRecord | null {
  if (bytes.byteLength > MAX_APPROVAL_RECORD_BYTES) return null;
  try {
    const parsed = approvalRecordSchema.safeParse(JSON.parse(DECODER.decode(bytes)));
    if (!parsed.success) return null;
    return parsed.data.locale === locale && parsed.data.ruleId === ruleId ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readApprovalRecords(root: string): ApprovalRecords {
  const byLocale = new Map<string, Map<string, ApprovalRecord>>();
  const diagnostics: Diagnostic[] = [];
  for (const locale of REVIEWED_LOCALES) {
    const folder = path.join(root, APPROVALS_DIR, locale);
    const records = readRecordFolder(folder, locale, (ruleId) => ruleId, diagnostics);
    if (records) byLocale.set(locale, records);
  }
  return { byLocale, diagnostics };
}

/**
 * The records of one folder by the ID their name gives (`<ID>.json`; `ruleIdOf`: the rule ID a
 * record must name), or null when the folder cannot be listed. A file that is no record is named
 * in `diagnostics` and counts for nothing.
 */
export function readRecordFolder(
  folder: string,
  locale: string,
  ruleIdOf: (id: string) => string,
  diagnostics: Diagnostic[],
): Map<string, ApprovalRecord> | null {
  let names: string[];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return null;
  }
  const records = new Map<string, ApprovalRecord>();
  for (const name of names) {
    const id = /^([A-Za-z][A-Za-z0-9_-]*)\.json$/.exec(name)?.[1];
    if (!id) continue;
    const ruleId = ruleIdOf(id);
    const file = approvalRecordFile(locale, ruleId);
    let record: ApprovalRecord | null = null;
    try {
      // A link is not followed: a record is a file of the tree.
      if (lstatSync(path.join(folder, name)).isFile())
        record = parseApprovalRecord(readFileSync(path.join(folder, name)), locale, ruleId);
    } catch {
      record = null;
    }
    if (record) records.set(id, record);
    else diagnostics.push(makeDiagnostic('content.approval.invalid', file, { line: 1, column: 1 }, { file }));
  }
  return records;
}
