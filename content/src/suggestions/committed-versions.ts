/**
 * The texts the repository holds for a section, which a reject may put back (reject-plan.ts): the
 * section in HEAD and in each commit of its file, with the front matter entries (`review:`,
 * `sources:`) it had there, and the entries it has now. Read from git, never from the queue file.
 */
import path from 'node:path';
import { parseYaml } from '../config/parse-yaml.ts';
import { frontMatterSchema } from '../front-matter/schema.ts';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import { gitOutput, gitShowRevisions } from '../history/git-output.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import type { DraftEntry } from '../sections/save-section-result.ts';
import { sectionIn } from '../sections/section-in.ts';

/** At most this many commits of the file are read. */
const MAX_COMMITS = 60;

/** One committed version of the section: its text (null: the file or the section was not there) and front matter entries. */
export interface SectionVersion {
  text: string | null;
  entries: Set<DraftEntry>;
}

function frontMatterEntries(source: string, file: string, id: string): Set<DraftEntry> {
  const split = splitFrontMatter(source);
  if (split.yaml === null) return new Set();
  const parsed = parseYaml({ text: split.yaml, file, firstLine: split.yamlLine }, frontMatterSchema, {
    yaml: 'content.front-matter.yaml',
    schema: 'content.front-matter.invalid',
  }).value;
  const entries = new Set<DraftEntry>();
  if (parsed?.review?.[id] !== undefined) entries.add('review');
  if (parsed?.sources?.[id] !== undefined) entries.add('sources');
  return entries;
}

/**
 * The section's committed versions, HEAD first, then each commit of its file (newest first), or
 * null without git (a zip download: nothing the repository holds can be named).
 */
export function committedVersions(
  model: ContentModel,
  locale: ReaderLocale,
  id: string,
): SectionVersion[] | null {
  const section = model.sections.get(id)?.[locale];
  if (!section || section.convertedFrom !== undefined) return null;
  const top = gitOutput(model.root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return null;
  const relative = path.relative(top, path.join(model.root, section.file)).split(path.sep).join('/');
  const log = gitOutput(top, ['log', `--max-count=${MAX_COMMITS}`, '--format=%H', '--', relative]);
  const head = gitOutput(top, ['rev-parse', '--verify', '--quiet', 'HEAD'])?.trim();
  if (log === null || !head) return null;
  const commits = log.split('\n').filter(Boolean);
  // The file before its first commit (it was not there) closes a history read whole.
  const before = commits.length > 0 && commits.length < MAX_COMMITS ? [`${commits.at(-1)}^`] : [];
  const revisions = [...new Set([head, ...commits, ...before])];
  return gitShowRevisions(top, revisions, relative).map((source) => ({
    text: source === null ? null : sectionIn(source, section.pageId, id),
    entries: source === null ? new Set<DraftEntry>() : frontMatterEntries(source, section.file, id),
  }));
}

export function entriesNow(model: ContentModel, locale: ReaderLocale, id: string): Set<DraftEntry> {
  const section = model.sections.get(id)?.[locale];
  const source = section ? model.files.find((file) => file.file === section.file)?.source : undefined;
  return section && source !== undefined ? frontMatterEntries(source, section.file, id) : new Set();
}
