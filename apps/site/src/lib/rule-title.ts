/** A rule's title for a reader: the section's heading in their language, else English. */
import type { ContentLocale } from '@polyhedral/content';
import type { Locale } from '@polyhedral/i18n';
import { pageTitle, type SiteContent } from './site-content.ts';

export interface RuleTitle {
  title: string;
  /** The language the title is in (English when the locale has no translation of the section). */
  locale: ContentLocale;
}

/** A rule ID's section title: translated, else English, else its page's; the ID only when unknown. */
export function ruleTitle(content: SiteContent, locale: Locale, ruleId: string): RuleTitle {
  const section = content.model.sections.get(ruleId);
  const own = section?.[locale]?.title;
  if (own) return { title: own, locale };
  const english = section?.en?.title;
  if (english) return { title: english, locale: 'en' };
  const target = content.permalinks.get(ruleId);
  const page = target ? content.pages.find((candidate) => candidate.id === target.pageId) : undefined;
  if (page) return pageTitle(page, locale);
  return { title: ruleId, locale: 'en' };
}

/** The titles of some rule IDs, keyed by ID (what an island is given to label its rule links). */
export function ruleTitles(
  content: SiteContent,
  locale: Locale,
  ruleIds: Iterable<string>,
): Record<string, RuleTitle> {
  return Object.fromEntries([...new Set(ruleIds)].map((id) => [id, ruleTitle(content, locale, id)]));
}
