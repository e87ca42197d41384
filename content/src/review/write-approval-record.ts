/**
 * Write a section's approval record (approval-record.ts), atomically, inside the content lock the
 * caller holds: `approvals/<locale>/<RuleID>.json`. The record replaces the section's earlier one
 * (one decision per section: the newest).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../write/write-file-atomic.ts';
import { type ApprovalRecord, approvalRecordFile, serializeApprovalRecord } from './approval-record.ts';

/** Writes the record; returns its path relative to the content root. Throws Node's error on a disk fault. */
export function writeApprovalRecord(root: string, record: ApprovalRecord): string {
  const file = approvalRecordFile(record.locale, record.ruleId);
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileAtomic(target, Buffer.from(serializeApprovalRecord(record), 'utf8'));
  return file;
}
