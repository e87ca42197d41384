import { createTranslator, intlLocale, type Locale } from '@polyhedral/i18n';
import { playtestTitle } from './playtest-title.ts';
import { pageTitle, type SiteContent } from './site-content.ts';

/** Starlight sidebar items as the `<StarlightPage sidebar>` prop takes them (links without the locale prefix). */
export interface SidebarLink {
  label: string;
  link: string;
  attrs?: Record<string, string>;
}

export interface SidebarGroup {
  label: string;
  items: SidebarLink[];
  collapsed?: boolean;
}

const cache = new Map<Locale, (SidebarLink | SidebarGroup)[]>();

/** A rule page's link, its title marked with its language when it is not the reader's. */
function pageLink(id: string, title: { title: string; locale: Locale }, locale: Locale): SidebarLink {
  const attrs = title.locale !== locale ? { attrs: { lang: intlLocale(title.locale) } } : {};
  return { label: title.title, link: `rules/${id}/`, ...attrs };
}

/** The quick reference's sidebar entry (first in the sidebar, and linked from the home page). */
export function quickReferenceLink(locale: Locale): SidebarLink {
  return { label: createTranslator(locale).t('quick.title'), link: 'quick/' };
}

/** The sidebar's chapter-like groups (the home page lists them), without top-level links. */
export function sidebarGroups(sidebar: readonly (SidebarLink | SidebarGroup)[]): SidebarGroup[] {
  return sidebar.filter((item): item is SidebarGroup => 'items' in item);
}

/** The quick reference, chapters -> pages in book order, playtest-only topics, the site's pages. */
export function sidebarFor(content: SiteContent, locale: Locale): (SidebarLink | SidebarGroup)[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const { t, has } = createTranslator(locale);
  const groups = new Map<string, SidebarGroup>();
  for (const page of content.pages) {
    // A page that exists only in another translation is not part of this language's book
    // (its permalink still works).
    if (!page.files.en && !page.files[locale]) continue;
    const key = `ui.chapter.${page.chapter}`;
    const group = groups.get(page.chapter) ?? { label: has(key) ? t(key) : page.chapter, items: [] };
    groups.set(page.chapter, group);
    group.items.push(pageLink(page.id, pageTitle(page, locale), locale));
  }
  const playtest: SidebarGroup[] =
    content.playtestOnly.length === 0
      ? []
      : [
          {
            label: t('ui.playtest.onlyGroup'),
            collapsed: true,
            items: content.playtestOnly.map((page) => pageLink(page.id, playtestTitle(page, locale), locale)),
          },
        ];
  const more: SidebarGroup = {
    label: t('ui.home.more'),
    items: [
      { label: t('ui.nav.glossary'), link: 'glossary/' },
      { label: t('character.title'), link: 'character/' },
      { label: t('tracker.title'), link: 'tracker/' },
      { label: t('ui.nav.status'), link: 'status/' },
      { label: t('ui.nav.attribution'), link: 'attribution/' },
    ],
  };
  const sidebar = [quickReferenceLink(locale), ...groups.values(), ...playtest, more];
  cache.set(locale, sidebar);
  return sidebar;
}
