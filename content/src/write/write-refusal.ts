/**
 * Why a content writer refused to write: a code with parameters and, where it has one, the line
 * (and column) in the file. Rendered in the reader's language by writeRefusalMessage; no caller
 * reads the message text.
 */
export const WRITE_REFUSAL_CODES = [
  'not-utf8',
  'control-character',
  'unclosed-block',
  'sections-changed',
  'heading-changed',
  'other-section-changed',
  'front-matter-changed',
  'front-matter-invalid',
  'section-changed-on-disk',
  'file-changed-on-disk',
  'unknown-section',
  'no-front-matter',
  'not-regular-file',
  'too-large',
  'too-deep',
  'inline-too-deep',
  'locked',
  'not-on-disk',
  'outside-content',
  'broken-character',
  'section-too-large',
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
