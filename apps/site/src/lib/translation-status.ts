import {
  type ContentStatus,
  contentStatus,
  hasTranslation,
  isStale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@polyhedral/content';
import { DERIVED_LOCALES, type DerivedLocale, type WrittenLocale } from '@polyhedral/i18n';
import type { SiteContent } from './site-content.ts';

/** One English section a translation lacks or has from an older English text. */
export interface PendingSection {
  id: string;
  pageId: string;
  title: string;
  state: 'missing' | 'stale';
}

/** A derived locale's sections: converted from its source locale, or hand-written (draft, reviewed, stale). */
export interface DerivedStatus {
  locale: DerivedLocale;
  from: WrittenLocale;
  converted: number;
  handWritten: number;
  draft: number;
  reviewed: number;
  stale: number;
}

export interface TranslationStatus {
  summary: ContentStatus;
  pending: Record<TranslatedLocale, PendingSection[]>;
  /** Derived locales (zh-hant): not translations of English, so not in `summary`. */
  derived: DerivedStatus[];
}

/** How many of a derived locale's sections are converted and how many written by hand. */
export function derivedStatus(content: SiteContent): DerivedStatus[] {
  return (Object.entries(DERIVED_LOCALES) as [DerivedLocale, WrittenLocale][]).map(([locale, from]) => {
    const sections = [...content.model.sections.values()].flatMap((entry) => entry[locale] ?? []);
    const converted = sections.filter((section) => section.convertedFrom !== undefined).length;
    const handWritten = sections.filter((section) => section.convertedFrom === undefined);
    return {
      locale,
      from,
      converted,
      handWritten: handWritten.length,
      draft: handWritten.filter((section) => section.review === 'draft' || section.review === 'edited')
        .length,
      reviewed: handWritten.filter((section) => section.review === 'reviewed').length,
      stale: handWritten.filter((section) => isStale(content.model, locale, section.id)).length,
    };
  });
}

let cached: TranslationStatus | undefined;

/** Coverage per locale (content's `contentStatus`) plus the sections to translate or update, in book order. */
export function translationStatus(content: SiteContent): TranslationStatus {
  if (cached) return cached;
  const pending = { th: [], zh: [] } as Record<TranslatedLocale, PendingSection[]>;
  for (const page of content.pages) {
    for (const section of page.files.en?.sections ?? []) {
      if (section.intro && section.markdown.trim() === '') continue;
      for (const locale of TRANSLATED_LOCALES) {
        const state = !hasTranslation(content.model, locale, section.id)
          ? 'missing'
          : isStale(content.model, locale, section.id)
            ? 'stale'
            : null;
        if (state) pending[locale].push({ id: section.id, pageId: page.id, title: section.title, state });
      }
    }
  }
  cached = { summary: contentStatus(content.model), pending, derived: derivedStatus(content) };
  return cached;
}
