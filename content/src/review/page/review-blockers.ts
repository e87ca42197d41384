/**
 * The review gate: every error `content check` reports inside a section (or its file's front
 * matter), by the same list of checks (check/content-checks.ts) over the section's file, page and
 * English, never a list of codes kept in step by hand. reviewTranslation refuses a section while
 * reviewBlockers is not empty; the workbench's live pane runs draftBlockers over the typed text.
 */
import { knownRuleIdsOf } from '../../check/check-content.ts';
import { modelDiagnostics } from '../../check/content-checks.ts';
import { loadKnownTermIds } from '../../check/known-term-ids.ts';
import { compareDiagnostics, type Diagnostic } from '../../findings/diagnostic.ts';
import { fileLayout } from '../../front-matter/file-layout.ts';
import { parseContentFile } from '../../loader/read-content-file.ts';
import type { ContentFile, ContentModel, ReaderLocale } from '../../model/types.ts';
import { loadQaExceptions, type QaExceptions } from '../../qa/qa-exceptions.ts';
import { replaceSectionText } from '../../sections/replace-section.ts';

export interface ReviewBlockerOptions {
  knownTermIds?: ReadonlySet<string>;
  /** Rule IDs a `rule:` link may name (default: those of `model`). */
  knownRuleIds?: ReadonlySet<string>;
  exceptions?: QaExceptions;
}

/**
 * The part of the model the gate reads for one section: its file, its page (every locale's file of
 * it), the section in every locale, the sources and the loader's findings on its file. Plain data:
 * it can be sent to a worker thread.
 */
export function gateModel(model: ContentModel, locale: ReaderLocale, id: string): ContentModel | null {
  const entry = model.sections.get(id);
  const section = entry?.[locale];
  if (!entry || !section) return null;
  const file = model.files.find((candidate) => candidate.file === section.file);
  if (!file) return null;
  const page = model.pages.find((candidate) => candidate.id === section.pageId);
  return {
    ...model,
    files: [file],
    pages: page ? [page] : [],
    sections: new Map([[id, entry]]),
    playtest: new Map(),
    playtestPages: [],
    diagnostics: model.diagnostics.filter((diagnostic) => diagnostic.file === file.file),
  };
}

/** The errors of `content check` on `id` in a gate model (gateModel) whose one file holds it. */
function errorsInSection(
  gate: ContentModel,
  locale: ReaderLocale,
  id: string,
  options: ReviewBlockerOptions,
): Diagnostic[] {
  const section = gate.sections.get(id)?.[locale];
  const file = gate.files[0];
  if (!section || !file) return [];
  const index = file.sections.findIndex((candidate) => candidate.id === id);
  const from = section.intro ? 1 : section.position.line;
  const to = file.sections[index + 1]?.position.line ?? Number.POSITIVE_INFINITY;
  const diagnostics = modelDiagnostics(gate, {
    knownRuleIds: options.knownRuleIds ?? knownRuleIdsOf(gate),
    knownTermIds: options.knownTermIds ?? loadKnownTermIds(),
    qaExceptions: options.exceptions ?? loadQaExceptions(gate.root),
  });
  return diagnostics
    .filter(
      (diagnostic) =>
        diagnostic.severity === 'error' &&
        diagnostic.file === file.file &&
        (diagnostic.line < file.bodyLine || (diagnostic.line >= from && diagnostic.line < to)),
    )
    .sort(compareDiagnostics);
}

export function reviewBlockers(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
  options: ReviewBlockerOptions = {},
): Diagnostic[] {
  const gate = gateModel(model, locale, id);
  if (!gate) return [];
  return errorsInSection(gate, locale, id, { knownRuleIds: knownRuleIdsOf(model), ...options });
}

/** A finding of the gate on a draft, with its line counted in the section's text (null: front matter). */
export interface DraftBlocker {
  diagnostic: Diagnostic;
  sectionLine: number | null;
}

/** 1-based line of the section's trimmed text (the editor's line 1) in a file's source. */
function firstLineOf(source: string, pageId: string, id: string): number | null {
  const segment = fileLayout(source, pageId).segments.find((candidate) => candidate.id === id);
  if (!segment) return null;
  const text = source.slice(segment.start, segment.end);
  const leading = text.slice(0, text.length - text.trimStart().length);
  return segment.line + (leading.match(/\n/g)?.length ?? 0);
}

/**
 * A file line -> the same line counted in the section's text (line 1: its first line), null for a
 * line of the front matter: how an editor of the one section numbers a finding.
 */
export function sectionLineOf(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
): (fileLine: number) => number | null {
  const section = model.sections.get(id)?.[locale];
  const file = section ? model.files.find((candidate) => candidate.file === section.file) : undefined;
  if (!section || !file) return (line) => line;
  const first = firstLineOf(file.source, section.pageId, id) ?? section.position.line;
  return (line) => (line < file.bodyLine ? null : line - first + 1);
}

const key = (diagnostic: Diagnostic) =>
  JSON.stringify([diagnostic.ruleId, diagnostic.line, diagnostic.column, diagnostic.params]);

/**
 * The gate on a draft: what reviewBlockers would report once `markdown` is saved as the section's
 * text (null when the text cannot take the section's place: another heading, another ID; the
 * writer refuses such a save). `gate` is gateModel's answer for the section as it is on disk.
 */
export function draftBlockers(
  gate: ContentModel,
  locale: ReaderLocale,
  id: string,
  markdown: string,
  options: ReviewBlockerOptions & { knownRuleIds: ReadonlySet<string> },
): DraftBlocker[] | null {
  const section = gate.sections.get(id)?.[locale];
  const file = gate.files[0];
  if (!section || !file) return null;
  const replaced = replaceSectionText(Buffer.from(file.source, 'utf8'), section.pageId, id, markdown);
  if (!replaced.ok) return null;
  const found = { file: file.file, collection: file.collection, chapter: file.chapter, name: file.name };
  const keys = Object.keys(gate.sources);
  const sourceKeys = keys.length > 0 ? keys : null;
  const draft = parseContentFile(found, replaced.bytes, sourceKeys);
  const draftSection = draft.file.sections.find((candidate) => candidate.id === id);
  if (!draftSection) return null;
  // What the loader found on the file beyond its bytes (a duplicate ID in another file) stays.
  const fromBytes = new Set(
    parseContentFile(found, Buffer.from(file.source, 'utf8'), sourceKeys).diagnostics.map(key),
  );
  const loaderOnly = gate.diagnostics.filter((diagnostic) => !fromBytes.has(key(diagnostic)));
  const swap = (candidate: ContentFile) => (candidate.file === file.file ? draft.file : candidate);
  const entry = { ...gate.sections.get(id), [locale]: draftSection };
  const draftModel: ContentModel = {
    ...gate,
    files: [draft.file],
    pages: gate.pages.map((page) => ({
      ...page,
      files: Object.fromEntries(
        Object.entries(page.files).map(([at, candidate]) => [at, swap(candidate)]),
      ) as typeof page.files,
    })),
    sections: new Map([[id, entry]]),
    diagnostics: [...loaderOnly, ...draft.diagnostics],
  };
  const first = firstLineOf(draft.file.source, section.pageId, id) ?? draftSection.position.line;
  return errorsInSection(draftModel, locale, id, options).map((diagnostic) => ({
    diagnostic,
    sectionLine: diagnostic.line < draft.file.bodyLine ? null : diagnostic.line - first + 1,
  }));
}
