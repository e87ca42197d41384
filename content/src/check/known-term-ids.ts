/**
 * The glossary term IDs a `term:` link may name, read from
 * packages/i18n/src/glossary/terms.json (an array of `{ id, ... }` or an object keyed by ID).
 * Returns undefined when the glossary file does not exist, so term links are not checked.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../loader/content-root.ts';

export const GLOSSARY_TERMS_FILE = path.join(REPO_ROOT, 'packages/i18n/src/glossary/terms.json');

export function loadKnownTermIds(file: string = GLOSSARY_TERMS_FILE): Set<string> | undefined {
  if (!existsSync(file)) return undefined;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && 'terms' in data && Array.isArray(data.terms)
      ? data.terms
      : null;
  if (list) {
    return new Set(
      list.flatMap((term: unknown) =>
        term && typeof term === 'object' && 'id' in term && typeof term.id === 'string' ? [term.id] : [],
      ),
    );
  }
  return data && typeof data === 'object' ? new Set(Object.keys(data)) : undefined;
}
