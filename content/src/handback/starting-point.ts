/**
 * Where a reviewer's work started: each section's text (its sectionTextHash) and review state
 * before it began, from HEAD in a clone, else from the record the first run made in a copy without
 * git (`.handback-start.json`, never overwritten). A bundle carries the starting hashes so the
 * import tells a section changed on both sides from one changed by the reviewer only. A derived
 * locale (zh-hant) starts from what the reviewer saw: its hand-written sections, and its source
 * locale's others converted (`converted: true`, no review state).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DERIVED_LOCALES, isDerivedLocale, type Problem } from '@polyhedral/i18n';
import * as z from 'zod/mini';
import { CONVERTERS } from '../derive/converters.ts';
import { convertedText } from '../derive/save-derived-section.ts';
import { fileLayout } from '../front-matter/file-layout.ts';
import { parseFrontMatter } from '../front-matter/parse-front-matter.ts';
import {
  RULE_ID_PATTERN,
  SECTION_HASH_PATTERN,
  SECTION_REVIEW_STATES,
  type SectionReviewState,
} from '../front-matter/schema.ts';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import { gitOutput as git, gitShowMany } from '../history/git-output.ts';
import { type ContentModel, REVIEWED_LOCALES, type ReaderLocale } from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { APPROVALS_DIR } from '../review/approval-record.ts';
import { parseApprovalRecord } from '../review/read-approval-records.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

/** The record a copy without git keeps of where the work started, in the content root. */
export const STARTING_RECORD_FILE = '.handback-start.json';
/** In a `git archive` copy: the commit and its time, filled in by git (export-subst). */
export const ARCHIVE_COMMIT_FILE = '.archive-commit';

export interface StartingSection {
  /** sectionTextHash of the section's text. */
  hash: string;
  /** Its review state (null: none; `edited`: marked reviewed, text changed since). */
  review: SectionReviewState | null;
  /** A derived locale's section that was not written by hand: `hash` is its generated text's. */
  converted?: true;
  /** The English hash its `translation:` entry recorded (Mark current); null: none; absent: a record from before stamps were kept. */
  stamp?: string | null;
  /**
   * In a copy that knows its commit: the file was changed before this record was made (its time is
   * later than the commit's), so `hash` is not the starting text: the commit's is (import reads it).
   */
  changedBeforeRecord?: true;
}

export interface StartingPoint {
  /** `git:<commit>` or `recorded:<ISO time>`. */
  label: string;
  /** Section ID -> its starting text and review state; a section absent here did not exist. */
  sections: Map<string, StartingSection>;
}

export type StartingPointResult =
  | { ok: true; point: StartingPoint }
  /** `handback.error.no-starting-point` or `handback.error.record-unreadable`. */
  | { ok: false; problem: Problem };

const startingSectionSchema = z.strictObject({
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  review: z.nullable(z.enum(SECTION_REVIEW_STATES)),
  converted: z.optional(z.literal(true)),
  stamp: z.optional(z.nullable(z.string().check(z.regex(SECTION_HASH_PATTERN)))),
  changedBeforeRecord: z.optional(z.literal(true)),
});

const startingRecordSchema = z.strictObject({
  format: z.literal('polyhedral-handback-start'),
  version: z.literal(1),
  recorded: z.iso.datetime(),
  /** The commit the copy was made from (ARCHIVE_COMMIT_FILE), when it knows it. */
  commit: z.optional(z.string().check(z.regex(/^[0-9a-f]{40}$/))),
  locales: z.record(z.string(), z.record(z.string().check(z.regex(RULE_ID_PATTERN)), startingSectionSchema)),
});

/** The sections of one file's text, by the layout the writer uses (trimmed, as the loader gives them). */
function sectionsOfSource(
  source: string,
  file: string,
  into: Map<string, StartingSection>,
  as: 'written' | 'hand-written' | ReaderLocale = 'written',
): void {
  const frontMatter = parseFrontMatter(splitFrontMatter(source), file).frontMatter;
  if (!frontMatter) return;
  for (const segment of fileLayout(source, frontMatter.id).segments) {
    if (!segment.id) continue;
    const text = source.slice(segment.start, segment.end).trim();
    // A hand-written file's empty intro is no text of its own (the converted intro is shown).
    const ownIntroEmpty = as === 'hand-written' && text === '' && segment.id === frontMatter.id;
    if ((as === 'written' || as === 'hand-written') && !ownIntroEmpty) {
      // The review state as far as the file tells: `draft` when drafted here. Whether it was reviewed
      // is its approval record's, never the front matter's (a legacy `review: reviewed` is a draft).
      const review = frontMatter.review?.[segment.id] ? 'draft' : null;
      const stamp = frontMatter.translation?.[segment.id] ?? null;
      into.set(segment.id, { hash: sectionTextHash(text), review, stamp });
    } else if (isDerivedLocale(as) && !into.has(segment.id)) {
      // A source locale's section, converted as the reader saw it.
      const converted = CONVERTERS[as].markdown(text);
      into.set(segment.id, { hash: sectionTextHash(converted), review: null, converted: true });
    }
  }
}

/** The locale's sections as they are now (what a record keeps). */
export function currentSections(model: ContentModel, locale: ReaderLocale): Map<string, StartingSection> {
  const sections = new Map<string, StartingSection>();
  const derived = isDerivedLocale(locale);
  for (const [id, entry] of model.sections) {
    const section = entry[locale];
    if (section && (!derived || hasTranslation(model, locale, id))) {
      sections.set(id, {
        hash: sectionTextHash(section.markdown),
        review: section.review ?? null,
        stamp: recordedHash(model, locale, id) ?? null,
      });
      continue;
    }
    const generated = derived ? convertedText(model, locale, id) : null;
    if (generated !== null) {
      sections.set(id, { hash: sectionTextHash(generated), review: null, converted: true });
    }
  }
  return sections;
}

/** The folders a locale's starting text is read from: its own, and a derived locale's source's. */
function foldersOf(locale: ReaderLocale): ReaderLocale[] {
  return isDerivedLocale(locale) ? [locale, DERIVED_LOCALES[locale]] : [locale];
}

/** The git work tree's top when the locale's content files are tracked in it, else null. */
function trackingRepository(model: ContentModel, locale: ReaderLocale): string | null {
  const top = git(model.root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return null;
  if (git(top, ['rev-parse', '--verify', '--quiet', 'HEAD']) === null) return null;
  const folders = foldersOf(locale).map((folder) => folderIn(top, model, folder));
  const tracked = git(top, ['ls-files', '--', ...folders]);
  return tracked?.trim() ? top : null;
}

/** A folder of the content root (`th`, `approvals/th`) as git names it from `top`. */
function folderIn(top: string, model: ContentModel, folder: string): string {
  return path.relative(top, path.join(model.root, folder)).split(path.sep).join('/');
}

/** The files of `folder` at `commit` whose name ends in `ending`, each with its text (null: unreadable). */
function filesAt(top: string, commit: string, folder: string, ending: string) {
  const listed = git(top, ['ls-tree', '-r', '--name-only', commit, '--', folder]) ?? '';
  const files = listed.split('\n').filter((name) => name.endsWith(ending));
  const sources = gitShowMany(top, commit, files);
  return files.map((file, index) => [file, sources[index]] as const);
}

function fromGit(model: ContentModel, locale: ReaderLocale, top: string, rev = 'HEAD'): StartingPoint {
  const commit = git(top, ['rev-parse', rev])!.trim();
  const sections = new Map<string, StartingSection>();
  const derived = isDerivedLocale(locale);
  // A derived locale: its hand-written files first, then its source's sections not among them.
  for (const folder of foldersOf(locale)) {
    const as = !derived ? 'written' : folder === locale ? 'hand-written' : locale;
    for (const [relative, source] of filesAt(top, commit, folderIn(top, model, folder), '.md')) {
      if (source != null) sectionsOfSource(source, relative, sections, as);
    }
  }
  recordsAtCommit(model, locale, top, commit, sections);
  return { label: `git:${commit}`, sections };
}

/**
 * The approval records at `commit`: a section whose record there covers its text there started
 * `reviewed` (or `accepted`), so an export does not present it as newly reviewed (the signature is
 * the import's to verify).
 */
function recordsAtCommit(
  model: ContentModel,
  locale: ReaderLocale,
  top: string,
  commit: string,
  sections: Map<string, StartingSection>,
): void {
  const folder = folderIn(top, model, path.join(APPROVALS_DIR, locale));
  for (const [relative, source] of filesAt(top, commit, folder, '.json')) {
    const ruleId = path.posix.basename(relative, '.json');
    const section = sections.get(ruleId);
    if (!section || section.converted || source == null) continue;
    const record = parseApprovalRecord(new TextEncoder().encode(source), locale, ruleId);
    if (record && record.textHash === section.hash) {
      section.review = record.kind === 'review' ? 'reviewed' : 'accepted';
    }
  }
}

function readRecord(root: string): z.infer<typeof startingRecordSchema> | 'absent' | 'unreadable' {
  const file = path.join(root, STARTING_RECORD_FILE);
  if (!existsSync(file)) return 'absent';
  try {
    const parsed = startingRecordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** Where the work on `locale` started: the last commit, the recorded start, or why neither. */
export function startingPoint(model: ContentModel, locale: ReaderLocale): StartingPointResult {
  const top = trackingRepository(model, locale);
  if (top) return { ok: true, point: fromGit(model, locale, top) };
  const record = readRecord(model.root);
  if (record === 'absent')
    return { ok: false, problem: { code: 'handback.error.no-starting-point', params: {} } };
  if (record === 'unreadable')
    return { ok: false, problem: { code: 'handback.error.record-unreadable', params: {} } };
  const sections = new Map(Object.entries(record.locales[locale] ?? {}));
  const label = record.commit ? `git:${record.commit}` : `recorded:${record.recorded}`;
  return { ok: true, point: { label, sections } };
}

/**
 * The starting texts of a bundle made from `label` (`git:<commit>`), read from that commit when the
 * repository at `model.root` has it: what the reviewer's copy really started from, whatever order
 * the reviewer did things in. Null when the label names no commit or the repository lacks it.
 */
export function startingPointAt(
  model: ContentModel,
  locale: ReaderLocale,
  label: string,
): StartingPoint | null {
  const commit = /^git:([0-9a-f]{40})$/.exec(label)?.[1];
  if (!commit) return null;
  const top = git(model.root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top || git(top, ['cat-file', '-e', `${commit}^{commit}`]) === null) return null;
  return fromGit(model, locale, top, commit);
}

/**
 * The commit a `git archive` copy was made from: content/.archive-commit holds `$Format:%H %ct$`,
 * which the archive fills in (the `export-subst` attribute in .gitattributes); in a clone it stays
 * unfilled. Null when unknown.
 */
export function archiveCommit(root: string): { commit: string; time: number } | null {
  try {
    const text = readFileSync(path.join(root, ARCHIVE_COMMIT_FILE), 'utf8').trim();
    const match = /^([0-9a-f]{40}) (\d+)$/.exec(text);
    return match ? { commit: match[1]!, time: Number(match[2]) * 1000 } : null;
  } catch {
    return null;
  }
}

/** Files of the tree changed after the archive's commit time (2 s for a zip's coarse times). */
function changedSince(model: ContentModel, time: number): Set<string> {
  const changed = new Set<string>();
  for (const file of model.files) {
    try {
      if (statSync(path.join(model.root, file.file)).mtimeMs > time + 2000) changed.add(file.file);
    } catch {
      changed.add(file.file);
    }
  }
  return changed;
}

/**
 * In a copy without git, record every reviewed locale's sections as the starting point, once:
 * an existing record (readable or not) is never replaced. Returns what was done.
 */
export function recordStartingPoint(
  model: ContentModel,
  now: Date = new Date(),
): 'recorded' | 'kept' | 'git' {
  if (REVIEWED_LOCALES.some((locale) => trackingRepository(model, locale) !== null)) return 'git';
  if (readRecord(model.root) !== 'absent') return 'kept';
  const archive = archiveCommit(model.root);
  // A copy that knows its commit: a file edited before this first run is not its starting text.
  const changed = archive ? changedSince(model, archive.time) : new Set<string>();
  const locales: Record<string, Record<string, StartingSection>> = {};
  for (const locale of REVIEWED_LOCALES) {
    const sections = currentSections(model, locale);
    for (const [id, start] of sections) {
      const file = model.sections.get(id)?.[locale]?.file;
      if (file && changed.has(file) && !start.converted)
        sections.set(id, { ...start, changedBeforeRecord: true });
    }
    locales[locale] = Object.fromEntries(sections);
  }
  const record = {
    format: 'polyhedral-handback-start',
    version: 1,
    recorded: now.toISOString(),
    ...(archive ? { commit: archive.commit } : {}),
    locales,
  };
  const text = `${JSON.stringify(record, null, 2)}\n`;
  // The whole record, parsed again as export will read it, before it is written.
  startingRecordSchema.parse(JSON.parse(text));
  writeFileAtomic(path.join(model.root, STARTING_RECORD_FILE), Buffer.from(text));
  return 'recorded';
}
