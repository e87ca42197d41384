/**
 * Translation coverage per locale: of the English sections (empty intros excluded), how many
 * a locale has translated, how many of those are stale, how many are missing, plus English
 * word counts (what is left to translate or update).
 */
import { DERIVED_LOCALES, type DerivedLocale } from '@polyhedral/i18n';
import {
  type ContentModel,
  type Section,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from '../model/types.ts';
import { hasTranslation } from '../resolve/has-translation.ts';
import { isStale } from '../resolve/is-stale.ts';
import type { LostReview } from '../review/derive-review-state.ts';
import { type CountedState, countStates } from './counted-state.ts';
import { type DerivedLocaleStatus, derivedLocaleStatus } from './derived-status.ts';

export interface LocaleStatus {
  /** English sections that have a translation (current or stale). */
  translated: number;
  /** Translated and made from the current English text (up to date, reviewed or not: not the `current` of `states`). */
  current: number;
  /** Translated in this project and not reviewed by a native speaker in its present text (draft or edited after review). */
  draft: number;
  stale: number;
  missing: number;
  /** Sections that exist only in this locale. */
  translationOnly: number;
  /**
   * Each English section in exactly one state (counted-state.ts): the numbers the workbench's
   * overview line and filter chips show; `states.current` is up to date with no review mark.
   */
  states: Record<CountedState, number>;
  /** Share of English sections translated, 0..1. */
  coverage: number;
  /** English words: all sections, those missing here, those stale here. */
  words: { english: number; missing: number; stale: number };
  /** The section IDs behind the counts, in book order (`draft`/`reviewed`: by front matter `review:`). */
  ids: Record<SectionState, string[]>;
  /** Who reviewed a section's present text and when: a registered reviewer's signature that verifies now (approvals/). */
  reviewers: Record<string, { by: string; on: string | null; keyId?: string }>;
  /** The maintainer's acceptances on someone's behalf (`ids.accepted`): never counted as reviewed. */
  acceptances: Record<string, { by: string; on: string; acceptedBy: string | null }>;
  /**
   * Sections whose record no longer holds (`ids.edited`, counted in `draft`): whose mark, on which
   * earlier text, and why it stopped counting (text or English changed, key revoked); nobody is
   * credited for the text now.
   */
  earlierReviews: Record<string, LostReview>;
  /** Sections whose review was signed with a key reviewers.yaml now revokes (also in `ids.edited`): whose and which key. */
  revoked: Record<string, { by: string | null; on: string | null; keyId: string | null }>;
}

/** The states a section of a locale is listed under in `LocaleStatus.ids` (a draft is also current or stale). */
export const SECTION_STATES = [
  'current',
  'stale',
  'missing',
  'draft',
  'reviewed',
  'accepted',
  'edited',
  'translationOnly',
] as const;
export type SectionState = (typeof SECTION_STATES)[number];

/** The same counts for one chapter (no word counts). */
export type ChapterStatus = Pick<LocaleStatus, 'translated' | 'current' | 'draft' | 'stale' | 'missing'> & {
  sections: number;
};

export interface ContentStatus {
  /** Number of English sections to translate. */
  sections: number;
  locales: Record<TranslatedLocale, LocaleStatus>;
  /** chapter -> locale -> counts, in book order. */
  chapters: Record<string, Record<TranslatedLocale, ChapterStatus>>;
  /** Files whose front matter could not be read: their sections count as missing (`content check` says why). */
  unreadableFiles: string[];
  /** Each derived locale (zh-hant): converted by machine, hand-written, draft, reviewed, stale (derived-status.ts). */
  derived: Record<DerivedLocale, DerivedLocaleStatus>;
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

export function contentStatus(model: ContentModel): ContentStatus {
  const english = model.pages.flatMap((page) =>
    (page.files.en?.sections ?? [])
      .filter((section) => !(section.intro && section.markdown === ''))
      .map((section) => ({ section, chapter: page.chapter })),
  );
  const chapters: ContentStatus['chapters'] = {};
  const englishWords = english.reduce((sum, { section }) => sum + wordCount(section.markdown), 0);
  const locales = {} as Record<TranslatedLocale, LocaleStatus>;
  for (const locale of TRANSLATED_LOCALES) {
    const ids = english.map(({ section }) => section.id);
    const status = emptyLocaleStatus(countStates(model, locale, ids), englishWords);
    for (const { section, chapter } of english) {
      const perChapter = chapters[chapter] ?? ({} as Record<TranslatedLocale, ChapterStatus>);
      chapters[chapter] = perChapter;
      perChapter[locale] ??= { sections: 0, translated: 0, current: 0, draft: 0, stale: 0, missing: 0 };
      const counts = perChapter[locale];
      counts.sections += 1;
      // The locale's count and the chapter's; a missing, stale or current section is listed too.
      const count = (state: 'missing' | 'translated' | 'stale' | 'current') => {
        status[state] += 1;
        counts[state] += 1;
        if (state !== 'translated') status.ids[state].push(section.id);
      };
      if (!hasTranslation(model, locale, section.id)) {
        count('missing');
        status.words.missing += wordCount(section.markdown);
        continue;
      }
      count('translated');
      const local = model.sections.get(section.id)?.[locale];
      if (local?.review === 'draft' || local?.review === 'edited') counts.draft += 1;
      countReview(status, section.id, local);
      if (!isStale(model, locale, section.id)) count('current');
      else {
        count('stale');
        status.words.stale += wordCount(section.markdown);
      }
    }
    for (const [id, entry] of model.sections) {
      if (entry[locale] && !entry.en) {
        status.translationOnly += 1;
        status.ids.translationOnly.push(id);
      }
    }
    status.coverage = english.length === 0 ? 0 : status.translated / english.length;
    locales[locale] = status;
  }
  const unreadableFiles = model.files.filter((file) => file.frontMatter === null).map((file) => file.file);
  const derived = Object.fromEntries(
    (Object.keys(DERIVED_LOCALES) as DerivedLocale[]).map((locale) => [
      locale,
      derivedLocaleStatus(model, locale),
    ]),
  ) as Record<DerivedLocale, DerivedLocaleStatus>;
  return { sections: english.length, locales, chapters, unreadableFiles, derived };
}

function emptyLocaleStatus(states: LocaleStatus['states'], englishWords: number): LocaleStatus {
  return {
    translated: 0,
    current: 0,
    draft: 0,
    stale: 0,
    missing: 0,
    translationOnly: 0,
    states,
    coverage: 0,
    words: { english: englishWords, missing: 0, stale: 0 },
    ids: Object.fromEntries(SECTION_STATES.map((state) => [state, []])) as unknown as Record<
      SectionState,
      string[]
    >,
    reviewers: {},
    acceptances: {},
    earlierReviews: {},
    revoked: {},
  };
}

/** A translated section's review state in `status`: draft (edited after review too), reviewed or accepted, with its credit. */
function countReview(status: LocaleStatus, id: string, local: Section | undefined): void {
  const review = local?.review;
  if (review === 'draft' || review === 'edited') {
    // Edited after review awaits a reviewer again: a draft, listed apart with its earlier review.
    status.draft += 1;
    status.ids.draft.push(id);
    if (review === 'edited') {
      status.ids.edited.push(id);
      if (local?.lastReview) status.earlierReviews[id] = local.lastReview;
      // A reviewer's review the revoked key signed (an acceptance is named by `content check`).
      if (local?.lastReview?.why === 'key-revoked' && local.lastReview.kind !== 'maintainer-acceptance') {
        const { by, on, keyId } = local.lastReview;
        status.revoked[id] = { by, on, keyId: keyId ?? null };
      }
    }
  } else if (review === 'reviewed') {
    status.ids.reviewed.push(id);
    const reviewer = local?.reviewer;
    if (reviewer?.kind === 'review')
      status.reviewers[id] = { by: reviewer.by, on: reviewer.on, keyId: reviewer.keyId };
  } else if (review === 'accepted') {
    status.ids.accepted.push(id);
    const credit = local?.reviewer;
    if (credit?.kind === 'maintainer-acceptance')
      status.acceptances[id] = { by: credit.by, on: credit.on, acceptedBy: credit.acceptedBy };
  }
}
