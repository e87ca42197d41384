/**
 * Find the Markdown files of a content tree: `<locale>/<chapter>/<ID>.md` and `playtest/<ID>.md`.
 * Markdown files elsewhere under a locale or playtest folder are returned as misplaced.
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_LOCALES, type ContentCollection } from '../model/types.ts';

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

export interface FoundFiles {
  files: FoundFile[];
  misplaced: string[];
  /** Symbolic links that point outside the content root, back into a folder being walked, or nowhere. */
  refusedLinks: RefusedLink[];
}

const COLLECTIONS: readonly ContentCollection[] = [...CONTENT_LOCALES, 'playtest'];

function walk(
  dir: string,
  root: string,
  realRoot: string,
  seen: Set<string>,
  refused: RefusedLink[],
): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    const relative = path.relative(root, full).split(path.sep).join('/');
    let target = full;
    if (lstatSync(full).isSymbolicLink()) {
      try {
        target = realpathSync(full);
      } catch {
        refused.push({ file: relative, why: 'broken' });
        continue;
      }
      if (target !== realRoot && !target.startsWith(`${realRoot}${path.sep}`)) {
        refused.push({ file: relative, why: 'outside' });
        continue;
      }
    }
    if (statSync(target).isDirectory()) {
      const real = realpathSync(target);
      if (seen.has(real)) {
        refused.push({ file: relative, why: 'loop' });
        continue;
      }
      seen.add(real);
      found.push(...walk(full, root, realRoot, seen, refused));
      seen.delete(real);
    } else if (entry.endsWith('.md')) found.push(relative);
  }
  return found;
}

export function findContentFiles(root: string): FoundFiles {
  const files: FoundFile[] = [];
  const misplaced: string[] = [];
  const refusedLinks: RefusedLink[] = [];
  const realRoot = realpathSync(root);
  for (const collection of COLLECTIONS) {
    const dir = path.join(root, collection);
    let isDir = false;
    try {
      isDir = statSync(dir).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) continue;
    for (const file of walk(dir, root, realRoot, new Set([realpathSync(dir)]), refusedLinks)) {
      const parts = file.split('/');
      const name = parts.at(-1)!.replace(/\.md$/, '');
      if (collection === 'playtest' && parts.length === 2)
        files.push({ file, collection, chapter: null, name });
      else if (collection !== 'playtest' && parts.length === 3) {
        files.push({ file, collection, chapter: parts[1]!, name });
      } else misplaced.push(file);
    }
  }
  return { files, misplaced, refusedLinks };
}
