import {
  type ContentStatus,
  contentStatus,
  hasTranslation,
  isStale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '@polyhedral/content';
import type { SiteContent } from './site-content.ts';

/** One English section a translation lacks or has from an older English text. */
export interface PendingSection {
  id: string;
  pageId: string;
  title: string;
  state: 'missing' | 'stale';
}

export interface TranslationStatus {
  summary: ContentStatus;
  pending: Record<TranslatedLocale, PendingSection[]>;
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
  cached = { summary: contentStatus(content.model), pending };
  return cached;
}
