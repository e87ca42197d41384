/**
 * `[text](rule:RuleId)` -> a link to the rule's page, `[text](term:TermId)` -> a term link
 * (`data-term`). An unknown ID or any other target is reported and replaced by its text.
 */
import type { Link, Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { reportProblem } from './messages.ts';
import type { PathBuilder } from './types.ts';

export interface ContentLinksOptions {
  locale: string;
  /** Rule IDs a `rule:` link may name; when absent, rule links are not checked. */
  knownRuleIds?: ReadonlySet<string>;
  /** Term IDs a `term:` link may name; when absent, term links are not checked. */
  knownTermIds?: ReadonlySet<string>;
  rulePath?: PathBuilder;
  termPath?: PathBuilder;
}

export const defaultRulePath: PathBuilder = (locale, id) => `/${locale}/rules/${id}/`;
export const defaultTermPath: PathBuilder = (locale, id) => `/${locale}/glossary/${id}/`;

const CONTENT_LINK = /^(rule|term):([A-Za-z][A-Za-z0-9_-]*)$/;
/** A URL with a scheme or another host: not an image of this site. */
const FOREIGN_URL = /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;

function rewrite(link: Link, kind: 'rule' | 'term', id: string, options: ContentLinksOptions): void {
  const path =
    kind === 'rule' ? (options.rulePath ?? defaultRulePath) : (options.termPath ?? defaultTermPath);
  link.url = path(options.locale, id);
  link.data ??= {};
  link.data.hProperties = {
    ...link.data.hProperties,
    className: [kind],
    ...(kind === 'rule' ? { dataRule: id } : { dataTerm: id }),
  };
}

export function remarkContentLinks(options: ContentLinksOptions) {
  return (tree: Root, file: VFile): undefined => {
    visit(tree, 'link', (link, index, parent) => {
      const match = CONTENT_LINK.exec(link.url);
      if (!match) {
        reportProblem(file, link, 'content.link.unsupported', { url: link.url });
        // Keep the text, drop the link: no external link reaches the page.
        if (parent === undefined || index === undefined) return;
        parent.children.splice(index, 1, ...link.children);
        return [SKIP, index + link.children.length];
      }
      const kind = match[1] as 'rule' | 'term';
      const id = match[2]!;
      const known = kind === 'rule' ? options.knownRuleIds : options.knownTermIds;
      if (known && !known.has(id)) {
        reportProblem(
          file,
          link,
          kind === 'rule' ? 'content.link.unknown-rule' : 'content.link.unknown-term',
          { id },
        );
        // A link to a section that is not on the site (an edition leaves it out) is plain text.
        if (parent === undefined || index === undefined) return;
        parent.children.splice(index, 1, ...link.children);
        return [SKIP, index + link.children.length];
      }
      rewrite(link, kind, id, options);
    });
    // An image from another scheme or site (`javascript:`, `data:`, `https://…`, `//host/…`) is
    // reported and dropped for its alt text: the page's CSP would block it, the preview kept it.
    visit(tree, 'image', (image, index, parent) => {
      if (!FOREIGN_URL.test(image.url)) return;
      reportProblem(file, image, 'content.image.unsupported', { url: image.url.slice(0, 80) });
      if (parent === undefined || index === undefined) return;
      parent.children.splice(index, 1, { type: 'text', value: image.alt ?? '' });
      return [SKIP, index + 1];
    });
    visit(tree, 'linkReference', (reference, index, parent) => {
      reportProblem(file, reference, 'content.link.unsupported', { url: `[${reference.identifier}]` });
      if (parent === undefined || index === undefined) return;
      parent.children.splice(index, 1, ...reference.children);
      return [SKIP, index + reference.children.length];
    });
  };
}
