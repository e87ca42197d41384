/**
 * Internal links of built pages and whether each lands where it says: the page it names exists,
 * and its `#fragment` is an element's `id` (or an `<a name>`) on that page. Links are the `href`
 * of `<a>`, `<area>` and `<link rel=canonical|alternate>`, and the address of a
 * `<meta http-equiv=refresh>`; an address outside the site, a `mailto:` or a `javascript:` one is
 * not internal.
 */
import type { Root } from 'hast';
import { pagePath } from '../../src/integrations/integration.ts';
import { attribute, findElements, hasToken } from '../../src/lib/built-html.ts';

export interface PageLinks {
  /** The ids (and `<a name>`s) a fragment can land on. */
  targets: Set<string>;
  /** Each link as written. */
  links: string[];
}

const LINK_RELS = ['canonical', 'alternate'];

/** The link targets and the links of one parsed page. */
export function pageLinks(tree: Root): PageLinks {
  const targets = new Set<string>();
  const links: string[] = [];
  for (const element of findElements(tree, () => true)) {
    const id = attribute(element, 'id');
    if (id) targets.add(id);
    if (element.tagName === 'a') {
      const name = attribute(element, 'name');
      if (name) targets.add(name);
    }
    const href = attribute(element, 'href');
    if (href !== undefined) {
      if (element.tagName === 'a' || element.tagName === 'area') links.push(href);
      else if (element.tagName === 'link' && LINK_RELS.some((rel) => hasToken(element, 'rel', rel)))
        links.push(href);
    }
    if (element.tagName === 'meta' && attribute(element, 'httpEquiv')?.toLowerCase() === 'refresh') {
      const url = /url\s*=\s*(.+)$/i.exec(attribute(element, 'content') ?? '')?.[1];
      if (url) links.push(url.trim().replace(/^['"]|['"]$/g, ''));
    }
  }
  return { targets, links };
}

export interface ResolvedLink {
  /** The page's address path (`/en/rules/Dice/`), decoded. */
  path: string;
  /** The fragment without `#`, decoded; '' for none. */
  fragment: string;
}

/**
 * Where an internal link from the page at `fromPath` goes, or undefined for a link outside the
 * site. `siteOrigin` is the deployed address when the build has one (absolute links to it are
 * internal).
 */
export function resolveLink(href: string, fromPath: string, siteOrigin?: string): ResolvedLink | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(href)) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(href, `${base}${fromPath}`);
  } catch {
    return undefined;
  }
  const origin = url.origin;
  if (origin !== base && (!siteOrigin || origin !== new URL(siteOrigin).origin)) return undefined;
  return { path: safeDecode(url.pathname), fragment: safeDecode(url.hash.slice(1)) };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The built file an address path is served from (`/en/` -> `en/index.html`). */
export function fileForPath(path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) return `${relative}index.html`;
  return relative;
}

export interface BrokenLink {
  from: string;
  href: string;
  reason: 'missing-page' | 'missing-fragment';
}

/**
 * Every internal link of `pages` (address path -> links and targets) that lands nowhere: its file
 * is not in `files` (every built file, as `fileForPath` names them), or its fragment is not a
 * target on the page it names. A fragment on a file that is not a page (`.json`, `.xml`) is not
 * checked.
 */
export function brokenLinks(
  pages: ReadonlyMap<string, PageLinks>,
  files: ReadonlySet<string>,
  siteOrigin?: string,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const [from, { links }] of pages) {
    for (const href of links) {
      const link = resolveLink(href, from, siteOrigin);
      if (!link) continue;
      const file = fileForPath(link.path);
      if (!files.has(file)) {
        broken.push({ from, href, reason: 'missing-page' });
        continue;
      }
      if (link.fragment === '' || !file.endsWith('.html')) continue;
      const target = pages.get(pagePath(file));
      if (target && !target.targets.has(link.fragment) && link.fragment !== 'top') {
        broken.push({ from, href, reason: 'missing-fragment' });
      }
    }
  }
  return broken;
}
