/**
 * The history of one section of a locale: the commits that changed its text (newest first, who and
 * when), read from git where the content is in a repository; and its review record (who marked it
 * reviewed, and when) from the front matter, which a copy without git has too.
 */
import path from 'node:path';
import type { SectionReviewState } from '../front-matter/schema.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { sectionIn } from '../sections/section-in.ts';
import { gitOutput, gitShowRevisions } from './git-output.ts';

export interface SectionChange {
  commit: string;
  author: string;
  /** ISO 8601 date of the commit. */
  date: string;
  subject: string;
}

export interface SectionHistory {
  /** False when the content is not in a git repository (a zip download): only the review record. */
  git: boolean;
  changes: SectionChange[];
  /**
   * The review record: the state now, and who marked which text reviewed when (`text`: the hash of
   * the text they read; an `edited` section keeps its earlier reviewer here, not credited).
   */
  review: {
    state: SectionReviewState;
    by: string | null;
    on: string | null;
    text: string | null;
    /** Why an earlier record stopped counting (`text-changed`, `english-changed`, ...), when it did. */
    why: string | null;
  } | null;
}

/** At most this many commits of the file are read. */
const MAX_COMMITS = 60;

const git = gitOutput;

function sectionText(source: string | null, pageId: string, id: string): string | null {
  return source === null ? null : sectionIn(source, pageId, id);
}

export function sectionHistory(model: ContentModel, locale: ReaderLocale, id: string): SectionHistory {
  const section = model.sections.get(id)?.[locale];
  const review = section?.review
    ? {
        state: section.review,
        by: section.lastReview?.by ?? null,
        on: section.lastReview?.on ?? null,
        text: section.lastReview?.text ?? null,
        why: section.lastReview?.why ?? null,
      }
    : null;
  if (!section) return { git: false, changes: [], review };
  const top = git(model.root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return { git: false, changes: [], review };
  const relative = path.relative(top, path.join(model.root, section.file)).split(path.sep).join('/');
  const log = git(top, [
    'log',
    `--max-count=${MAX_COMMITS}`,
    '--format=%H%x1f%an%x1f%aI%x1f%s',
    '--',
    relative,
  ]);
  if (log === null) return { git: false, changes: [], review };
  const changes: SectionChange[] = [];
  const commits = log.split('\n').filter(Boolean);
  // The file at each commit and at its parent, every one from one git process.
  const revisions = commits.map((line) => line.slice(0, line.indexOf('\x1f')));
  const sources = gitShowRevisions(
    top,
    revisions.flatMap((commit) => [commit, `${commit}^`]),
    relative,
  );
  for (const [index, line] of commits.entries()) {
    const [commit, author, date, subject] = line.split('\x1f') as [string, string, string, string];
    const now = sectionText(sources[2 * index] ?? null, section.pageId, id);
    const before = sectionText(sources[2 * index + 1] ?? null, section.pageId, id);
    if (now !== before) changes.push({ commit, author, date, subject });
  }
  return { git: true, changes, review };
}
