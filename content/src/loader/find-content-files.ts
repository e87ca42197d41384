/**
 * Find the Markdown files of a content tree: `<locale>/<chapter>/<ID>.md` and `playtest/<ID>.md`.
 * Markdown files elsewhere under a locale or playtest folder are returned as misplaced.
 */
import { existsSync, lstatSync, readdirSync, realpathSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_LOCALES, type ContentCollection } from '../model/types.ts';
import { isInside } from './is-inside.ts';

export interface FoundFile {
  /** Path relative to the content root, POSIX separators. */
  file: string;
  collection: ContentCollection;
  chapter: string | null;
  name: string;
}

export interface RefusedLink {
  /** Path of the link relative to the content root. */
  file: string;
  why: 'outside' | 'loop' | 'broken';
}

export interface UnreadablePath {
  file: string;
  /** The system's error code (EACCES, ...), or `not-regular`: a `.md` that is no regular file (a FIFO, a device). */
  problem: string;
}

export interface FoundFiles {
  files: FoundFile[];
  misplaced: string[];
  /** Symbolic links that point outside the content root, back into a folder being walked, or nowhere. */
  refusedLinks: RefusedLink[];
  /** Folders that cannot be listed, and `.md` entries that are not readable regular files. */
  unreadable: UnreadablePath[];
}

const COLLECTIONS: readonly ContentCollection[] = [...CONTENT_LOCALES, 'playtest'];

interface Walk {
  root: string;
  realRoot: string;
  /** Real paths of the folders being walked (the current one and its ancestors). */
  open: Set<string>;
  refused: RefusedLink[];
  unreadable: UnreadablePath[];
}

function problemOf(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? String(error);
}

/**
 * The real path an entry stands for, or null when it is refused: a symbolic link to nothing or
 * to outside the content root. Never follows a link before checking where it goes.
 */
function realTarget(full: string, relative: string, state: Walk): string | null {
  let stats: Stats;
  try {
    stats = lstatSync(full);
  } catch (error) {
    state.unreadable.push({ file: relative, problem: problemOf(error) });
    return null;
  }
  if (!stats.isSymbolicLink()) return full;
  let target: string;
  try {
    target = realpathSync(full);
  } catch (error) {
    const code = problemOf(error);
    // ELOOP: links that lead to each other, never to a file or folder.
    state.refused.push({ file: relative, why: code === 'ELOOP' ? 'loop' : 'broken' });
    return null;
  }
  if (!isInside(state.realRoot, target)) {
    state.refused.push({ file: relative, why: 'outside' });
    return null;
  }
  return target;
}

function walk(dir: string, state: Walk): string[] {
  const found: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch (error) {
    state.unreadable.push({ file: relativePath(state.root, dir), problem: problemOf(error) });
    return found;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    const relative = relativePath(state.root, full);
    const target = realTarget(full, relative, state);
    if (target === null) continue;
    let stats: Stats;
    try {
      stats = statSync(target);
    } catch (error) {
      state.unreadable.push({ file: relative, problem: problemOf(error) });
      continue;
    }
    if (stats.isDirectory()) {
      const real = realpathSync(target);
      if (state.open.has(real)) {
        state.refused.push({ file: relative, why: 'loop' });
        continue;
      }
      state.open.add(real);
      found.push(...walk(full, state));
      state.open.delete(real);
    } else if (entry.endsWith('.md')) {
      if (stats.isFile()) found.push(relative);
      else state.unreadable.push({ file: relative, problem: 'not-regular' });
    }
  }
  return found;
}

function relativePath(root: string, full: string): string {
  return path.relative(root, full).split(path.sep).join('/');
}

export function findContentFiles(root: string): FoundFiles {
  const files: FoundFile[] = [];
  const misplaced: string[] = [];
  const state: Walk = { root, realRoot: realpathSync(root), open: new Set(), refused: [], unreadable: [] };
  for (const collection of COLLECTIONS) {
    const dir = path.join(root, collection);
    if (!existsSync(dir) && !isLink(dir)) continue;
    const target = realTarget(dir, collection, state);
    if (target === null) continue;
    let isDir = false;
    try {
      isDir = statSync(target).isDirectory();
    } catch (error) {
      state.unreadable.push({ file: collection, problem: problemOf(error) });
    }
    if (!isDir) continue;
    state.open = new Set([state.realRoot, realpathSync(target)]);
    for (const file of walk(dir, state)) {
      const parts = file.split('/');
      const name = parts.at(-1)!.replace(/\.md$/, '');
      if (collection === 'playtest' && parts.length === 2)
        files.push({ file, collection, chapter: null, name });
      else if (collection !== 'playtest' && parts.length === 3) {
        files.push({ file, collection, chapter: parts[1]!, name });
      } else misplaced.push(file);
    }
  }
  return { files, misplaced, refusedLinks: state.refused, unreadable: state.unreadable };
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
