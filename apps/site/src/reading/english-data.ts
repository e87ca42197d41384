/** A translated page's English from its English file, fetched once on first use; malformed parts dropped. */
import { pageEnglishUrl } from './page-english-url.ts';

export interface EnglishBlock {
  index: number;
  kind: string;
  /** The block's text; a core table's (kind `table`) header and rows, a line each, cells joined by ` | `. */
  text: string;
  /** A core table's note. */
  note?: string;
}

export interface ChangePart {
  kind: 'same' | 'added' | 'removed';
  value: string;
}

/** One section's English: per translated block its English indexes, the English blocks, the changes (stale only). */
export interface SectionEnglish {
  en: readonly (readonly number[])[];
  blocks: ReadonlyMap<number, EnglishBlock>;
  changes: ReadonlyMap<number, readonly ChangePart[]>;
  /** The positions of the blocks with no English original (`{en-none=SOURCE}`). */
  none: ReadonlySet<number>;
}

export interface PageEnglish {
  sections: ReadonlyMap<string, SectionEnglish>;
  /** The sections only the translation has: no English original. */
  only: ReadonlySet<string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function readChanges(value: unknown): Map<number, ChangePart[]> {
  const changes = new Map<number, ChangePart[]>();
  if (!isRecord(value)) return changes;
  for (const [key, parts] of Object.entries(value)) {
    if (!isIndex(Number(key)) || !Array.isArray(parts)) continue;
    changes.set(
      Number(key),
      parts.filter(
        (part): part is ChangePart =>
          isRecord(part) &&
          typeof part.value === 'string' &&
          ['same', 'added', 'removed'].includes(String(part.kind)),
      ),
    );
  }
  return changes;
}

function readSection(value: Record<string, unknown>): SectionEnglish {
  const en = (Array.isArray(value.en) ? value.en : []).map((list) =>
    Array.isArray(list) ? list.filter(isIndex) : [],
  );
  const blocks = new Map<number, EnglishBlock>();
  (Array.isArray(value.blocks) ? value.blocks : []).forEach((block, index) => {
    if (Array.isArray(block) && typeof block[0] === 'string' && typeof block[1] === 'string')
      blocks.set(index, {
        index,
        kind: block[0],
        text: block[1],
        ...(typeof block[2] === 'string' ? { note: block[2] } : {}),
      });
  });
  const none = new Set((Array.isArray(value.none) ? value.none : []).filter(isIndex));
  return { en, blocks, changes: readChanges(value.changes), none };
}

/** The page's English file read defensively: a section without an ID, or a malformed block, is left out. */
export function readPageEnglish(value: unknown): PageEnglish {
  const sections = new Map<string, SectionEnglish>();
  const list = isRecord(value) && Array.isArray(value.sections) ? value.sections : [];
  for (const section of list) {
    if (isRecord(section) && typeof section.id === 'string') sections.set(section.id, readSection(section));
  }
  const only = isRecord(value) && Array.isArray(value.only) ? value.only : [];
  return { sections, only: new Set(only.filter((id): id is string => typeof id === 'string')) };
}

let asked: Promise<PageEnglish> | undefined;

/** The page's English, asked once; `started` is the inline script's fetch; a failure is retried next call. */
export function pageEnglish(started?: Promise<Response>): Promise<PageEnglish> {
  if (!asked) {
    const url = pageEnglishUrl(location.pathname);
    const response = started ?? (url ? fetch(url) : Promise.reject(new Error('not a rule page')));
    asked = response
      .then((answer) => {
        if (!answer.ok) throw new Error(String(answer.status));
        return answer.json() as Promise<unknown>;
      })
      .then(readPageEnglish);
    asked.catch(() => {
      asked = undefined;
    });
  }
  return asked;
}
