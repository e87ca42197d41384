/**
 * The stamped-English store: the English texts translations were stamped against, in
 * `content/stamped-english/<hash>.md` by the section hash the stamp records, so "what changed in
 * English" needs no git history (a zip, a depth-1 clone). A file holds exactly the hashed text (an
 * intro: `# <title>` and the intro); one whose text no longer has its name's hash is ignored.
 * `content stamp` stores what it stamps against and removes what no stamp names.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import type { ContentModel, Section } from '../model/types.ts';
import { sectionHash } from '../sections/section-hash.ts';
import { containedPath } from '../write/contained-path.ts';
import { writeFileAtomic } from '../write/write-file-atomic.ts';

export const ENGLISH_STORE_FOLDER = 'stamped-english';

const HASH = /^[0-9a-f]{12}$/;

/** The text a section's hash is computed from. */
export function hashedText(section: Pick<Section, 'intro' | 'title' | 'markdown'>): string {
  return section.intro ? `# ${section.title}\n${section.markdown}` : section.markdown;
}

/** The section text as the loader gives it, from a stored hashed text. */
export function markdownOfHashedText(text: string, intro: boolean): string {
  return intro ? text.slice(text.indexOf('\n') + 1) : text;
}

function folderOf(root: string): string {
  return path.join(root, ENGLISH_STORE_FOLDER);
}

/** The stored English text with this hash, or null (none, or its text does not have that hash). */
export function readStoredEnglish(root: string, hash: string): string | null {
  if (!HASH.test(hash)) return null;
  try {
    const text = readFileSync(path.join(folderOf(root), `${hash}.md`), 'utf8');
    return sectionHash(text) === hash ? text : null;
  } catch {
    return null;
  }
}

/** Store `text` under its hash (nothing when it is there already). Returns the hash. */
export function storeEnglish(root: string, text: string): string {
  const hash = sectionHash(text);
  if (readStoredEnglish(root, hash) !== null) return hash;
  // A store folder that is a link out of the content root is neither written nor pruned (the
  // diff falls back to git history).
  if (!containedPath(root, ENGLISH_STORE_FOLDER).ok) return hash;
  mkdirSync(folderOf(root), { recursive: true });
  writeFileAtomic(path.join(folderOf(root), `${hash}.md`), Buffer.from(text, 'utf8'));
  return hash;
}

export function storedHashes(root: string): string[] {
  if (!existsSync(folderOf(root))) return [];
  return readdirSync(folderOf(root))
    .filter((name) => name.endsWith('.md') && HASH.test(name.slice(0, -3)))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** Every hash a translation's front matter records (`translation:` of th and zh files). */
export function referencedHashes(model: ContentModel): Set<string> {
  const hashes = new Set<string>();
  for (const file of model.files) {
    for (const hash of Object.values(file.frontMatter?.translation ?? {})) hashes.add(hash);
  }
  return hashes;
}

/** Remove stored texts that no hash in `referenced` names; returns the hashes removed. */
export function pruneEnglishStore(root: string, referenced: ReadonlySet<string>): string[] {
  if (!containedPath(root, ENGLISH_STORE_FOLDER).ok) return [];
  const removed = storedHashes(root).filter((hash) => !referenced.has(hash));
  for (const hash of removed) unlinkSync(path.join(folderOf(root), `${hash}.md`));
  return removed;
}
