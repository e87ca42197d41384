/**
 * saveSection: write a translation's new section text into its file through
 * replaceSectionText and the same atomic writer as `stamp`/`review`
 * (front-matter/apply-map-edits.ts). Refuses, writing nothing, when the file on disk is no
 * longer the version the caller read (`expectedSha256` of its bytes), when the section is not in
 * the locale, or when the new text would not be that one section.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../front-matter/apply-map-edits.ts';
import type { ContentModel, TranslatedLocale } from '../model/types.ts';
import { type ReplaceSectionResult, replaceSectionText } from './replace-section.ts';

export type SaveSectionResult =
  | { ok: true; file: string; changed: boolean; sha256: string }
  | {
      ok: false;
      problem:
        | 'unknown-section'
        | 'changed-on-disk'
        | Extract<ReplaceSectionResult, { ok: false }>['problem'];
      file?: string;
      /** The file as it is on disk now (for `changed-on-disk`). */
      current?: string;
    };

/** sha256 (hex) of a file's bytes: the version token a save must present. */
export function fileSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function saveSection(
  model: ContentModel,
  locale: TranslatedLocale,
  id: string,
  markdown: string,
  expectedSha256: string,
): SaveSectionResult {
  const section = model.sections.get(id)?.[locale];
  if (!section) return { ok: false, problem: 'unknown-section' };
  const target = path.join(model.root, section.file);
  const before = readFileSync(target);
  if (fileSha256(before) !== expectedSha256) {
    return { ok: false, problem: 'changed-on-disk', file: section.file, current: before.toString('utf8') };
  }
  const result = replaceSectionText(before, section.pageId, id, markdown);
  if (!result.ok) return { ok: false, problem: result.problem, file: section.file };
  if (result.changed) writeFileAtomic(target, result.bytes);
  return { ok: true, file: section.file, changed: result.changed, sha256: fileSha256(result.bytes) };
}
