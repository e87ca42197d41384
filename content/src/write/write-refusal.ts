/**
 * Why a content writer refused to write: a code (the full i18n key, `content.write.<what>`) with
 * parameters and, where it has one, the line (and column) in the file. Worded in the reader's
 * language by i18n's formatProblem over `writeRefusalProblem` (file, line and column added); no
 * caller reads the message text.
 */
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
  'content.write.locked',
  'content.write.lock-invalid',
  'content.write.not-on-disk',
  'content.write.outside-content',
  'content.write.broken-character',
  'content.write.section-too-large',
] as const;

export type WriteRefusalCode = (typeof WRITE_REFUSAL_CODES)[number];

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
