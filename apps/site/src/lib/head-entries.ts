/**
 * Starlight's `<head>` entries as HTML in which every string is escaped, so a title like
 * `ลูกเต๋า</title><script>…` stays a title (Starlight's Head writes `content` raw). An entry with
 * inline script or style content is refused rather than escaped into something broken.
 */
import { escapeHtml } from '@polyhedral/markdown';

/** One entry as Starlight resolves it (`Astro.locals.starlightRoute.head`). */
export interface HeadEntry {
  tag: string;
  attrs?: Record<string, string | boolean | undefined>;
  content?: string;
}

const VOID_TAGS = new Set(['base', 'link', 'meta']);
const TEXT_TAGS = new Set(['title', 'noscript', 'template']);
const NAME = /^[a-z][a-z0-9-]*$/;
const ATTRIBUTE_NAME = /^[a-z][a-z0-9:_.-]*$/i;

function attributes(attrs: HeadEntry['attrs']): string {
  return Object.entries(attrs ?? {})
    .map(([name, value]) => {
      if (!ATTRIBUTE_NAME.test(name))
        throw new Error(`head entry: invalid attribute name ${JSON.stringify(name)}`);
      if (value === undefined || value === false) return '';
      return value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

/** One entry as HTML; its content is text (escaped). */
export function headEntryHtml({ tag, attrs, content }: HeadEntry): string {
  if (!NAME.test(tag)) throw new Error(`head entry: invalid tag ${JSON.stringify(tag)}`);
  const open = `<${tag}${attributes(attrs)}>`;
  if (VOID_TAGS.has(tag)) return open;
  if (content && !TEXT_TAGS.has(tag)) {
    throw new Error(
      `head entry <${tag}> with inline content: ship it as a file (the Content-Security-Policy admits no unknown inline ${tag})`,
    );
  }
  return `${open}${escapeHtml(content ?? '')}</${tag}>`;
}

export function headHtml(entries: readonly HeadEntry[]): string {
  return entries.map(headEntryHtml).join('');
}

/** A `<link rel="alternate" hreflang>`: the page in another language. */
const isAlternate = (entry: HeadEntry) =>
  entry.tag === 'link' && entry.attrs?.rel === 'alternate' && typeof entry.attrs.hreflang === 'string';

/** The entries plus `hreflang="x-default"` (English) after Starlight's language alternates, when there are any. */
export function withDefaultAlternate(entries: readonly HeadEntry[], defaultLang = 'en'): HeadEntry[] {
  const fallback = entries.find((entry) => isAlternate(entry) && entry.attrs?.hreflang === defaultLang);
  if (!fallback || entries.some((entry) => isAlternate(entry) && entry.attrs?.hreflang === 'x-default')) {
    return [...entries];
  }
  const last = entries.reduce((found, entry, index) => (isAlternate(entry) ? index : found), -1);
  const xDefault: HeadEntry = { tag: 'link', attrs: { ...fallback.attrs, hreflang: 'x-default' } };
  return [...entries.slice(0, last + 1), xDefault, ...entries.slice(last + 1)];
}

/** A page only some languages have (review pages): no alternate naming a 404, and no `x-default`. */
export function withoutMissingAlternates(
  entries: readonly HeadEntry[],
  missing: readonly string[],
): HeadEntry[] {
  return entries.filter((entry) => !(isAlternate(entry) && missing.includes(String(entry.attrs?.hreflang))));
}

/** A not-found page's entries: no canonical, alternates or `og:url`, and `noindex`. */
export function forNotFoundPage(entries: readonly HeadEntry[]): HeadEntry[] {
  const kept = entries.filter(
    (entry) =>
      !(entry.tag === 'link' && (entry.attrs?.rel === 'canonical' || entry.attrs?.rel === 'alternate')) &&
      !(entry.tag === 'meta' && entry.attrs?.property === 'og:url'),
  );
  return [...kept, { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }];
}
