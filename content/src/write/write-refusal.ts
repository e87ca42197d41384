/**
 * Why a content writer refused: a code (`content.write.<what>`), parameters and, where it has one,
 * the line (and column); worded by formatProblem over writeRefusalProblem.
 */
import type { Problem } from '@polyhedral/i18n';
import type { NestingKind } from '@polyhedral/markdown';

export const WRITE_REFUSAL_CODES = [
  'content.write.not-utf8',
  'content.write.control-character',
  'content.write.unclosed-block',
  'content.write.sections-changed',
  'content.write.heading-changed',
  'content.write.other-section-changed',
  'content.write.front-matter-changed',
  'content.write.front-matter-invalid',
  'content.write.section-changed-on-disk',
  'content.write.file-changed-on-disk',
  'content.write.unknown-section',
  'content.write.no-front-matter',
  'content.write.not-regular-file',
  'content.write.too-large',
  'content.write.too-deep',
  'content.write.inline-too-deep',
  'content.write.stray-openers',
  'content.write.locked',
  'content.write.lock-invalid',
  'content.write.not-on-disk',
  'content.write.outside-content',
  'content.write.broken-character',
  'content.write.section-too-large',
] as const;

export type WriteRefusalCode = (typeof WRITE_REFUSAL_CODES)[number];

/** The refusal of a text nested deeper than the parser may go, per kind (nestingProblem). */
export const NESTING_REFUSAL_CODE = {
  block: 'content.write.too-deep',
  inline: 'content.write.inline-too-deep',
  stray: 'content.write.stray-openers',
} as const satisfies Record<NestingKind, WriteRefusalCode>;

export interface WriteRefusal {
  code: WriteRefusalCode;
  /** The file, relative to the content root. */
  file: string;
  /** 1-based line (and column) in the file the writer would have produced, when it has one. */
  line?: number;
  column?: number;
  params: Record<string, string | number>;
}

export type WriteOutcome = { ok: true; changed: boolean } | { ok: false; refusal: WriteRefusal };

/** A refusal as a problem: its code the full key, the file, line and column among its parameters. */
export function writeRefusalProblem(refusal: WriteRefusal): Problem {
  return {
    code: refusal.code,
    params: { file: refusal.file, line: refusal.line ?? 1, column: refusal.column ?? 1, ...refusal.params },
  };
}
