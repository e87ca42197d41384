/**
 * The entries of a content tree that are its data (texts, records, config), not its code, tests,
 * builds or caches, nor the write lock of a process at work in it: what a copy of the tree for a
 * check holds (an import's staging, the review parity's faults, a test's changed tree). `dist/`
 * is out too: a running CLI writes its compile cache there while a copy reads it.
 */
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from '../write/content-lock.ts';

/** A content tree's top-level entries that are not its data. */
const NOT_DATA: ReadonlySet<string> = new Set([
  'node_modules',
  'src',
  'test',
  'dist',
  '.turbo',
  'coverage',
  LOCK_FILE,
]);

/** The top-level entries of the content tree at `root` that are its data. */
export function contentDataEntries(root: string): string[] {
  return readdirSync(root).filter((entry) => !NOT_DATA.has(entry));
}

/** Copies the data of the content tree at `root` into the folder `into` (links followed). */
export function copyContentData(root: string, into: string): void {
  for (const entry of contentDataEntries(root)) {
    cpSync(path.join(root, entry), path.join(into, entry), { recursive: true, dereference: true });
  }
}
