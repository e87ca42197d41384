/**
 * Find the Markdown files of a content tree: `<locale>/<chapter>/<ID>.md` and `playtest/<ID>.md`.
 * Markdown files elsewhere under a locale or playtest folder are returned as misplaced.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_LOCALES, type ContentCollection } from '../model/types.ts';

export interface FoundFile {
  /** Path relative to the content root, POSIX separators. */
  file: string;
  collection: ContentCollection;
  chapter: string | null;
  name: string;
}

export interface FoundFiles {
  files: FoundFile[];
  misplaced: string[];
}

const COLLECTIONS: readonly ContentCollection[] = [...CONTENT_LOCALES, 'playtest'];

function walk(dir: string, root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...walk(full, root));
    else if (entry.endsWith('.md')) found.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return found;
}

export function findContentFiles(root: string): FoundFiles {
  const files: FoundFile[] = [];
  const misplaced: string[] = [];
  for (const collection of COLLECTIONS) {
    const dir = path.join(root, collection);
    let isDir = false;
    try {
      isDir = statSync(dir).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) continue;
    for (const file of walk(dir, root)) {
      const parts = file.split('/');
      const name = parts.at(-1)!.replace(/\.md$/, '');
      if (collection === 'playtest' && parts.length === 2)
        files.push({ file, collection, chapter: null, name });
      else if (collection !== 'playtest' && parts.length === 3) {
        files.push({ file, collection, chapter: parts[1]!, name });
      } else misplaced.push(file);
    }
  }
  return { files, misplaced };
}
