/**
 * siteStartingPoint: the commit the site's rules text is built from (`git:<40-hex>`), so an import
 * knows what a reader saw: HEAD in a clone whose locale folders hold no change git does not know,
 * the commit content/.archive-commit names in a `git archive` copy with no content file changed
 * since. Null otherwise: the site offers no hand-back it cannot vouch for.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gitOutput } from '../history/git-output.ts';
import { CONTENT_LOCALES } from '../model/types.ts';
import { archiveCommit } from './starting-point.ts';

/** The rules text's folders (every content locale's, playtest's) under `root` that exist. */
function textFolders(root: string): string[] {
  return [...CONTENT_LOCALES, 'zh-hant', 'playtest'].filter((folder, index, all) => {
    if (all.indexOf(folder) !== index) return false;
    try {
      return statSync(path.join(root, folder)).isDirectory();
    } catch {
      return false;
    }
  });
}

function fromGit(root: string, folders: readonly string[]): string | null | undefined {
  const top = gitOutput(root, ['rev-parse', '--show-toplevel'])?.trim();
  if (!top) return undefined;
  const commit = gitOutput(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])?.trim();
  if (!commit || !/^[0-9a-f]{40}$/.test(commit)) return undefined;
  // The text is not tracked here (a copy inside another repository): not this repository's commit.
  if (!gitOutput(root, ['ls-files', '--', ...folders])?.trim()) return undefined;
  const changes = gitOutput(root, ['status', '--porcelain', '--untracked-files=all', '--', ...folders]);
  if (changes === null || changes.trim() !== '') return null;
  return `git:${commit}`;
}

function newestTextChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestTextChange(full));
    else if (entry.name.endsWith('.md')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** `git:<commit>` of the content at `root` (the content folder), or null when unknown. */
export function siteStartingPoint(root: string): string | null {
  const folders = textFolders(root);
  if (folders.length === 0) return null;
  const git = fromGit(root, folders);
  if (git !== undefined) return git;
  const archive = archiveCommit(root);
  if (!archive) return null;
  // A zip keeps times to 2 s; a file changed after the archive was made is not the commit's text.
  const changed = folders.some((folder) => newestTextChange(path.join(root, folder)) > archive.time + 2000);
  return changed ? null : `git:${archive.commit}`;
}
