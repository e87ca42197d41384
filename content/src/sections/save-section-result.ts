/** What a section writer is given and answers (saveSection, insertSection, saveDerivedSection). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentModel } from '../model/types.ts';
import type { WriteRefusal } from '../write/write-refusal.ts';
import { sectionIn } from './section-in.ts';
import { sectionTextHash } from './section-text-hash.ts';

export interface SaveSectionOptions {
  /** sectionTextHash of the text the edit started from (null: the section is new). */
  base: string | null;
  /**
   * New text for a section taken from a source translation (no `review:` entry, shown as current)
   * makes it a draft: `review: <ID>: draft`, and `sources: <ID>: <its source>` when the draft
   * entry would otherwise change where the text is said to come from (loader/section-source.ts).
   * On by default, whoever writes (the workbench, an import, a queue decision): an edited text is
   * text nobody has reviewed. Only a rejection that puts the earlier text back passes `false`.
   */
  draft?: boolean;
  /**
   * Front matter entries of the section to remove with the save: a rejected correction puts back
   * the state the import changed (the `sources:` and `review:` entries `draft` added), so a source
   * translation's section is `current` again, not a draft.
   */
  undraft?: readonly DraftEntry[];
}

/** A front matter map `draft` may add an entry to for the section. */
export type DraftEntry = 'sources' | 'review';

export type SaveSectionResult =
  | {
      ok: true;
      file: string;
      changed: boolean;
      base: string;
      /** The entries `draft` added (for a later rejection to remove); absent when none. */
      drafted?: DraftEntry[];
    }
  | SaveRefusal;

/** A writer's refusal, with the section's text on disk when the refusal is about it. */
export type SaveRefusal = { ok: false; refusal: WriteRefusal; current?: string };

/** What a save of a section is given: the model, the locale, the section's ID, its new text, the base it was edited from. */
export type SectionSave<Locale> = [
  model: ContentModel,
  locale: Locale,
  id: string,
  markdown: string,
  options: SaveSectionOptions,
];

export function refused(refusal: WriteRefusal, current?: string): SaveRefusal {
  return { ok: false, refusal, ...(current === undefined ? {} : { current }) };
}

/** A writer's success: `bytes` written to `file`; the saved section's hash is the next edit's base. */
export function saved(file: string, bytes: Buffer, pageId: string, id: string, changed = true) {
  const base = sectionTextHash(sectionIn(bytes.toString('utf8'), pageId, id)!);
  return { ok: true as const, file, changed, base };
}

const DECODER = new TextDecoder('utf-8', { fatal: true });

/** A content file's bytes as read and its text, or the refusal of a file that is not UTF-8. */
export function readContentText(root: string, file: string) {
  const before = readFileSync(path.join(root, file));
  try {
    return { ok: true as const, before, source: DECODER.decode(before) };
  } catch {
    return refused({ code: 'content.write.not-utf8', file, params: {} });
  }
}
