/**
 * Walks every record of a built data API (check-api.ts): the records that name a licence (rule,
 * Playtest block, glossary term, table: `source`, `license`, `open`), the plain texts, the `page`
 * addresses. Pure over parsed documents: the tests hand it documents, check-api.ts the built ones.
 */

export interface SourceInfo {
  open: boolean;
}

type Json = Record<string, unknown>;

/** Fields that hold text a reader reads (what a licence covers). */
const TEXT_FIELDS = new Set([
  'markdown',
  'text',
  'definition',
  'definitionText',
  'title',
  'name',
  'label',
  'note',
]);
/** Fields that must be plain text: no Markdown, no heading IDs, no directives, no HTML. */
const PLAIN_FIELDS = new Set(['text', 'definitionText']);
const MARKUP = /\*\*|__|\]\(|\{#|^::|<[a-z/]|(^|\s)\*[^\s*][^*]*\*(\s|$)/m;

export interface ApiWalk {
  records: number;
  texts: number;
  /** Records (with where) whose own licence is closed, or that say open while a source is closed. */
  closed: string[];
  /** Plain-text fields that still hold markup. */
  markup: string[];
  /** Every `page` address with an anchor (`/th/rules/X/#Y`), with where it was found. */
  anchors: { where: string; page: string }[];
}

function isRecord(value: Json): boolean {
  return typeof value.source === 'string' && typeof value.license === 'string' && 'open' in value;
}

/** Walks one document; `where` names it in what is reported. */
export function walkDocument(
  document: unknown,
  where: string,
  sources: Record<string, SourceInfo>,
  walk: ApiWalk,
): void {
  const visit = (value: unknown, at: string): void => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${at}[${index}]`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const object = value as Json;
    if (isRecord(object)) {
      walk.records += 1;
      const sourceOpen = sources[object.source as string]?.open === true;
      if (object.open !== true || !sourceOpen)
        walk.closed.push(
          `${where}${at}: ${String(object.source)} (${String(object.license)}), open ${String(object.open)}`,
        );
    }
    for (const [key, field] of Object.entries(object)) {
      if (typeof field === 'string') {
        if (TEXT_FIELDS.has(key)) walk.texts += 1;
        if (PLAIN_FIELDS.has(key) && MARKUP.test(field))
          walk.markup.push(`${where}${at}.${key}: ${MARKUP.exec(field)?.[0]}`);
        if (key === 'page' && field.includes('#')) walk.anchors.push({ where: `${where}${at}`, page: field });
      } else visit(field, `${at}.${key}`);
    }
  };
  visit(document, '');
}

export function emptyWalk(): ApiWalk {
  return { records: 0, texts: 0, closed: [], markup: [], anchors: [] };
}
