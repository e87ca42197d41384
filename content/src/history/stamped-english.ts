/**
 * The English text a translation was stamped against: the stamped hash names a version of the
 * English section (sections/section-hash.ts), and git history holds the versions. Walk the
 * commits that touched the English file, newest first, and return the first whose section has
 * that hash. Nothing is found (and the caller says so) when the content folder is not in a git
 * repository, the hash was never committed, or no hash was stamped.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { splitFrontMatter } from '../front-matter/split-front-matter.ts';
import type { ContentModel, TranslatedLocale } from '../model/types.ts';
import { recordedHash } from '../resolve/is-stale.ts';
import { splitSections } from '../sections/split-sections.ts';

export type StampedEnglish =
  | { found: true; commit: string; markdown: string; hash: string }
  | { found: false; reason: 'not-translated' | 'no-stamp' | 'no-git' | 'not-in-history'; hash?: string };

/** At most this many commits of one file are read. */
const MAX_COMMITS = 400;

function git(cwd: string, args: string[]): string | null {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : null;
}

export function stampedEnglish(model: ContentModel, locale: TranslatedLocale, id: string): StampedEnglish {
  const entry = model.sections.get(id);
  const english = entry?.en;
  if (!english || !entry[locale]) return { found: false, reason: 'not-translated' };
  const hash = recordedHash(model, locale, id);
  if (!hash) return { found: false, reason: 'no-stamp' };
  if (hash === english.hash) return { found: true, commit: 'working-tree', markdown: english.markdown, hash };
  const absolute = path.join(model.root, english.file);
  const top = git(model.root, ['rev-parse', '--show-toplevel']);
  if (top === null) return { found: false, reason: 'no-git', hash };
  const relative = path.relative(top.trim(), absolute).split(path.sep).join('/');
  const log = git(model.root, ['log', `--max-count=${MAX_COMMITS}`, '--format=%H', '--', relative]);
  if (log === null) return { found: false, reason: 'no-git', hash };
  for (const commit of log.split('\n').filter(Boolean)) {
    const text = git(model.root, ['show', `${commit}:${relative}`]);
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
    if (old?.hash === hash) return { found: true, commit, markdown: old.markdown, hash };
  }
  return { found: false, reason: 'not-in-history', hash };
}
