/**
 * Where a sub-section's permalink page sends the reader, and what it says meanwhile: the reader's
 * language's page at `#ID`, else the first language whose page shows it, else the page itself.
 */
import { LOCALES, type Locale } from '@polyhedral/i18n';
import { type PermalinkTarget, rulePath, targetPath } from './permalinks.ts';
import { readerSections, type SiteContent } from './site-content.ts';

export interface RedirectPlan {
  /** The address, with `#ID` when that page shows the section. */
  to: string;
  /** The language of the page it goes to. */
  toLocale: Locale;
}

/** The languages to try, the reader's own first, then English, then the rest in the site's order. */
export function localesToTry(reader: Locale): Locale[] {
  const others = (['en', ...LOCALES] as Locale[]).filter(
    (locale, index, all) => locale !== reader && all.indexOf(locale) === index,
  );
  return [reader, ...others];
}

/** Where `target`'s permalink goes for `reader`; `shows(locale)` says if that page shows it. */
export function planRedirect(
  reader: Locale,
  target: PermalinkTarget,
  shows: (locale: Locale) => boolean,
): RedirectPlan {
  const found = localesToTry(reader).find((locale) => shows(locale));
  if (!found) return { to: rulePath(reader, target.pageId), toLocale: reader };
  return { to: targetPath(found, target), toLocale: found };
}

/** The section IDs `pageId` shows in `locale`, as rules/[id].astro renders it. */
export function sectionsShown(content: SiteContent, locale: Locale, pageId: string): Set<string> {
  const page = content.pages.find((candidate) => candidate.id === pageId);
  if (page) {
    if (!page.files.en && !page.files[locale]) return new Set();
    return new Set(readerSections(content, locale, pageId).map((section) => section.id));
  }
  const playtest = content.playtestOnly.find((candidate) => candidate.id === pageId);
  return new Set((playtest?.sections ?? []).map((section) => section.id));
}
