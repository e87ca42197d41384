/**
 * The English of a page's sections as the English view needs it, read from the open-data rule
 * documents the build already writes (`/api/v1/en/rules/<ID>.json`, their `blocks`), and for a stale
 * translation what changed in the English since it was stamped (the translated document's
 * `englishChanges`, the workbench's word diff computed at build). Fetched on first use only, all at
 * once (one round trip on a slow phone network), then kept by the service worker for offline.
 * Small on purpose: the reading bar loads it with the page, so the fetches start at the tap, in
 * parallel with the English view's own code.
 */
export interface EnglishBlock {
  index: number;
  kind: string;
  text: string;
}

export interface ChangePart {
  kind: 'same' | 'added' | 'removed';
  value: string;
}

/** One section's English: its blocks by index, and the changes per English block index (stale only). */
export interface SectionEnglish {
  blocks: ReadonlyMap<number, EnglishBlock>;
  changes: ReadonlyMap<number, readonly ChangePart[]>;
}

const API_ROOT = '/api/v1';

export function ruleDocumentUrl(locale: string, id: string): string {
  return `${API_ROOT}/${locale}/rules/${encodeURIComponent(id)}.json`;
}

async function json(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/** A section's English, from its English document and (when stale) its translated one. */
export async function fetchSectionEnglish(
  locale: string,
  id: string,
  stale: boolean,
): Promise<SectionEnglish> {
  const [english, translated] = await Promise.all([
    json(ruleDocumentUrl('en', id)),
    stale ? json(ruleDocumentUrl(locale, id)).catch(() => null) : Promise.resolve(null),
  ]);
  return readSectionEnglish(english, translated);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The documents read defensively: a block without a number index or a string text is left out. */
export function readSectionEnglish(english: unknown, translated: unknown): SectionEnglish {
  const blocks = new Map<number, EnglishBlock>();
  const list = isRecord(english) && Array.isArray(english.blocks) ? english.blocks : [];
  for (const block of list) {
    if (!isRecord(block) || typeof block.index !== 'number' || typeof block.text !== 'string') continue;
    blocks.set(block.index, { index: block.index, kind: String(block.kind ?? ''), text: block.text });
  }
  const changes = new Map<number, ChangePart[]>();
  const changed =
    isRecord(translated) && isRecord(translated.englishChanges) ? translated.englishChanges : null;
  const changedBlocks = changed && Array.isArray(changed.blocks) ? changed.blocks : [];
  for (const entry of changedBlocks) {
    if (!isRecord(entry) || typeof entry.index !== 'number' || !Array.isArray(entry.parts)) continue;
    const parts = entry.parts.filter(
      (part): part is ChangePart =>
        isRecord(part) &&
        typeof part.value === 'string' &&
        ['same', 'added', 'removed'].includes(String(part.kind)),
    );
    changes.set(entry.index, parts);
  }
  return { blocks, changes };
}

/** Every translated section of the page (with aligned blocks) and whether it is stale. */
export function pageSections(): { id: string; stale: boolean; element: HTMLElement }[] {
  return [...document.querySelectorAll<HTMLElement>('.rule-section[data-section]')]
    .filter((element) => element.querySelector('[data-en]') !== null)
    .map((element) => ({
      id: element.dataset.section!,
      stale: element.querySelector(':scope > .notice--stale') !== null,
      element,
    }));
}

const started = new Map<string, Promise<SectionEnglish>>();

/** A section's English, fetched once per page. */
export function sectionEnglish(locale: string, id: string, stale: boolean): Promise<SectionEnglish> {
  let pending = started.get(id);
  if (!pending) {
    pending = fetchSectionEnglish(locale, id, stale);
    pending.catch(() => started.delete(id));
    started.set(id, pending);
  }
  return pending;
}
