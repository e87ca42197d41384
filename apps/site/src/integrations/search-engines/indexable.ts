import { attribute, findElements, parseHtml } from '../../lib/built-html.ts';

/**
 * Whether a built page is for search engines: not one that says `noindex` (a sub-section's
 * redirect page) nor one that moves on at once (`<meta http-equiv=refresh>`). Only its head is
 * read (everything before `<body`).
 */
export function isIndexable(html: string): boolean {
  // A whole built page: this search only spares the parser the body (the larger part of every
  // page); the meta tags themselves are read from the parsed head.
  const bodyAt = html.search(/<body[\s>]/i);
  const head = parseHtml(bodyAt === -1 ? html : html.slice(0, bodyAt));
  const metas = findElements(head, (element) => element.tagName === 'meta');
  return !metas.some(
    (meta) =>
      (attribute(meta, 'name')?.toLowerCase() === 'robots' &&
        /noindex/i.test(attribute(meta, 'content') ?? '')) ||
      attribute(meta, 'httpEquiv')?.toLowerCase() === 'refresh',
  );
}
