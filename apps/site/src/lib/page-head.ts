/**
 * The head of a page of the site's own (the glossary, review and developers index pages):
 * StarlightPage's props from the page's title and description (each page names its `ui.*` keys),
 * the locale's sidebar and its headings (none unless given). A function, not a wrapping component:
 * Astro keeps a page's inline `<style>` order only when the page itself renders StarlightPage
 * (decision 360).
 */
import type { Locale } from '@polyhedral/i18n';
import { sidebarFor } from './sidebar.ts';
import { siteContent } from './site-content.ts';

interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export function pageHead(
  locale: Locale,
  frontmatter: { title: string; description: string; pagefind?: boolean },
  headings: Heading[] = [],
) {
  return { frontmatter, sidebar: sidebarFor(siteContent(), locale), headings };
}
