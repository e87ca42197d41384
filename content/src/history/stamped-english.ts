/**
 * The English text a translation was stamped against (by its stamped hash): from the
 * stamped-English store (no git needed), else from git history (the English file's commits, newest
 * first, until one has a section with that hash). Not found when neither has it, or nothing was
 * stamped: the caller says so.
 */
import path from 'node:path';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import type { ContentModel, ReaderLocale } from '../model/types.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { splitSections } from '../sections/split-sections.ts';
import { hashedText, markdownOfHashedText, readStoredEnglish } from './english-store.ts';
import { gitOutput } from './git-output.ts';

/** Why the stamped English cannot be shown: `pnpm content diff --json` prints it as `reason` (public). */
export type StampedEnglishMissing = 'not-translated' | 'no-stamp' | 'no-git' | 'not-in-history';

const MISSING_PREFIX = 'content.diff.';

/** The problem of a missing stamped English: `content.diff.<why>`, naming the section (and locale). */
export interface StampedEnglishProblem {
  code: `content.diff.${StampedEnglishMissing}`;
  params: { id: string; locale?: ReaderLocale };
}

export type StampedEnglish =
  | { found: true; commit: string; markdown: string; hash: string }
  | { found: false; problem: StampedEnglishProblem; hash?: string };

/** The short name of a missing stamped English's problem (`not-in-history`): the public `reason`. */
export function stampedEnglishReason(problem: StampedEnglishProblem): StampedEnglishMissing {
  return problem.code.slice(MISSING_PREFIX.length) as StampedEnglishMissing;
}

function missing(why: StampedEnglishMissing, params: StampedEnglishProblem['params']): StampedEnglishProblem {
  return { code: `${MISSING_PREFIX}${why}`, params };
}

/** At most this many commits of one file are read. */
const MAX_COMMITS = 400;

const git = gitOutput;

/** The English section with `hash` in git history of its file, or why not. */
export function englishFromGitHistory(
  model: ContentModel,
  id: string,
  hash: string,
): (StampedEnglish & { found: true; hashedText: string }) | { found: false; problem: StampedEnglishProblem } {
  const english = model.sections.get(id)?.en;
  if (!english) return { found: false, problem: missing('not-in-history', { id }) };
  const absolute = path.join(model.root, english.file);
  const top = git(model.root, ['rev-parse', '--show-toplevel']);
  if (top === null) return { found: false, problem: missing('no-git', { id }) };
  // Paths relative to the repository's top, read from the top: git reads a pathspec relative to
  // the working directory.
  const cwd = top.trim();
  const relative = path.relative(cwd, absolute).split(path.sep).join('/');
  const log = git(cwd, ['log', `--max-count=${MAX_COMMITS}`, '--format=%H', '--', relative]);
  if (log === null) return { found: false, problem: missing('no-git', { id }) };
  for (const commit of log.split('\n').filter(Boolean)) {
    const text = git(cwd, ['show', `${commit}:${relative}`]);
    if (text === null) continue;
    const split = splitFrontMatter(text);
    const title = /^title:\s*(.*)$/m
      .exec(split.yaml ?? '')?.[1]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    const old = splitSections({
      body: split.body,
      bodyLine: split.bodyLine,
      pageId: english.pageId,
      title: title ?? english.title,
      file: english.file,
      collection: 'en',
    }).sections.find((section) => section.id === id);
    if (old?.hash === hash) {
      return { found: true, commit, markdown: old.markdown, hash, hashedText: hashedText(old) };
    }
  }
  return { found: false, problem: missing('not-in-history', { id }) };
}

export function stampedEnglish(model: ContentModel, locale: ReaderLocale, id: string): StampedEnglish {
  const entry = model.sections.get(id);
  const english = entry?.en;
  if (!english || !entry[locale]) return { found: false, problem: missing('not-translated', { id, locale }) };
  const hash = recordedHash(model, locale, id);
  if (!hash) return { found: false, problem: missing('no-stamp', { id, locale }) };
  if (hash === english.hash) return { found: true, commit: 'working-tree', markdown: english.markdown, hash };
  const stored = readStoredEnglish(model.root, hash);
  if (stored !== null) {
    return {
      found: true,
      commit: 'stamped-english',
      markdown: markdownOfHashedText(stored, english.intro),
      hash,
    };
  }
  const history = englishFromGitHistory(model, id, hash);
  if (!history.found) {
    return {
      found: false,
      problem: { ...history.problem, params: { ...history.problem.params, locale } },
      hash,
    };
  }
  return { found: true, commit: history.commit, markdown: history.markdown, hash };
}
