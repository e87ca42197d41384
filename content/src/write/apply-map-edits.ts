/**
 * Front matter map edits (edit-map-entries.ts) for `content stamp` and `content review`, all or
 * nothing: every file edited in memory first, the changed ones written only when none is refused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator, type Locale } from '@polyhedral/i18n';
import { editMapEntries } from '../front-matter/edit-map-entries.ts';
import type { EditRefusal, MissingEntries } from '../front-matter/map-entries-types.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { checkContentFileWrite, writeContentFile } from './write-content-file.ts';
import type { WriteRefusal } from './write-refusal.ts';
import { writeRefusalMessage } from './write-refusal-message.ts';

/** A refusal in one file (path relative to the content root). */
export interface FileRefusal extends EditRefusal {
  file: string;
  /** The content writer's refusal, when the writer refused (write/write-refusal.ts). */
  write?: WriteRefusal;
}

/** One file's edit, computed but not written. */
export interface PlannedEdit {
  file: string;
  before: Buffer;
  after: Buffer;
  changed: boolean;
  /** Entry ID -> value before the edit (undefined when inserted). */
  previous: ReadonlyMap<string, unknown>;
}

export interface MapEditPlan {
  planned: PlannedEdit[];
  refused: FileRefusal[];
}

/**
 * `<what> — <what to do>` in the reader's language: the refusal's code is the full key
 * (`content.frontmatter.<what>`), worded by formatProblem; `what` (key, value, map) is a word of
 * its own (`content.frontmatter.what.<what>`), and a writer's refusal its reason.
 */
export function refusalText(refusal: EditRefusal & { write?: WriteRefusal }, locale: Locale): string {
  const { tData, has, problem } = createTranslator(locale);
  const params: Record<string, string | number> = { ...refusal.params };
  const what = `content.frontmatter.what.${params.what}`;
  if (typeof params.what === 'string' && has(what)) params.what = tData(what, params);
  if (refusal.write) params.reason = writeRefusalMessage(refusal.write, locale);
  return problem({ code: refusal.code, params });
}

/** `file:line: <what> — <what to do>` with the file as the user should see it, in their language. */
export function formatRefusal(
  refusal: EditRefusal & { write?: WriteRefusal },
  shownFile: string,
  locale: Locale = 'en',
): string {
  return `${shownFile}:${refusal.line}: ${refusalText(refusal, locale)}`;
}

/** Read and edit every file in memory; nothing is written. */
export function planMapEdits(
  root: string,
  map: string,
  missing: MissingEntries,
  edits: ReadonlyMap<string, ReadonlyMap<string, string>>,
): MapEditPlan {
  const planned: PlannedEdit[] = [];
  const refused: FileRefusal[] = [];
  for (const [file, values] of edits) {
    const before = readFileSync(path.join(root, file));
    const result = editMapEntries(before, { map, values, missing });
    if (!result.ok) {
      refused.push({ file, ...result.refusal });
      continue;
    }
    planned.push({ file, before, after: result.bytes, changed: result.changed, previous: result.previous });
  }
  return { planned, refused };
}

/**
 * Why the stamp or review tools cannot find `id` in `locale`: the files of that locale whose
 * front matter did not load (so their sections are not in the model) and that hold the section
 * (any such file when `id` is null). One refusal per file: the editor's own (no front matter,
 * duplicate ID, tabs, invalid YAML...) or else the loader's first problem. Empty when none.
 */
export function unloadedFileRefusals(
  model: ContentModel,
  locale: ReaderLocale,
  id: string | null,
  map: string,
): FileRefusal[] {
  const refusals: FileRefusal[] = [];
  for (const file of model.files) {
    if (file.collection !== locale || file.frontMatter !== null) continue;
    if (id !== null && file.name !== id && !file.body.includes(`{#${id}}`)) continue;
    const bytes = readFileSync(path.join(model.root, file.file));
    const probe = editMapEntries(bytes, {
      map,
      values: new Map([[id ?? file.name, 'draft']]),
      missing: 'insert',
    });
    if (!probe.ok) {
      refusals.push({ file: file.file, ...probe.refusal });
      continue;
    }
    const diagnostic = model.diagnostics.find((candidate) => candidate.file === file.file);
    refusals.push({
      file: file.file,
      line: diagnostic?.line ?? 1,
      code: 'content.frontmatter.not-loading',
      params: { detail: diagnostic?.message ?? 'invalid front matter' },
    });
  }
  return refusals;
}

/** A lock that did not come in time, as a file refusal ("run the command again"). */
export function lockFileRefusal(refusal: WriteRefusal): FileRefusal {
  return {
    file: refusal.file,
    line: 1,
    code: 'content.frontmatter.write-changed',
    params: {},
    write: refusal,
  };
}

/**
 * Write a plan's changed files through the one content writer (only the front matter changes and
 * still loads), every file checked first: nothing is written unless all pass.
 */
export function writePlannedEdits(root: string, planned: readonly PlannedEdit[]): FileRefusal[] {
  const refused: FileRefusal[] = [];
  const expectation = { pageId: '', changing: new Set<string>(), frontMatter: 'may-change' } as const;
  const toRefusal = (refusal: WriteRefusal): FileRefusal => ({
    file: refusal.file,
    line: refusal.line ?? 1,
    code:
      refusal.code === 'content.write.file-changed-on-disk'
        ? 'content.frontmatter.write-changed'
        : 'content.frontmatter.write-refused',
    params: {},
    write: refusal,
  });
  for (const edit of planned) {
    if (!edit.changed) continue;
    if (!readFileSync(path.join(root, edit.file)).equals(edit.before)) {
      refused.push(toRefusal({ code: 'content.write.file-changed-on-disk', file: edit.file, params: {} }));
      continue;
    }
    const refusal = checkContentFileWrite(
      edit.file,
      edit.before.toString('utf8'),
      edit.after.toString('utf8'),
      expectation,
    );
    if (refusal) refused.push(toRefusal(refusal));
  }
  if (refused.length > 0) return refused;
  for (const edit of planned) {
    if (!edit.changed) continue;
    const outcome = writeContentFile(root, edit.file, edit.before, edit.after, expectation);
    if (!outcome.ok) refused.push(toRefusal(outcome.refusal));
  }
  return refused;
}
